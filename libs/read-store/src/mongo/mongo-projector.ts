import type { RecordedEvent } from '@botdir/contracts';
import type { Connection } from 'mongoose';
import type { Projection, ProjectionName } from '../projections/projection';
import { projectionNamed } from '../projections/projections';
import { runBatch } from '../projections/run-batch';
import type { DeadLetter } from '../read-store.port';
import { ProjectionGapError } from '../apply-following';
import { deadLetterCollection, stateCollection } from './mongo-collections';
import { loadMongoDocs, writeMongoChanges } from './mongo-doc-writer';
import { countersChangedBy } from './mongo-counters';
import { mongoVotesProjection } from './mongo-ratings';
import { resolveView, type MongoView, type Scope } from './mongo-state';

/** The shared projections, with ratings stored one vote per document. */
const forMongo = (projection: Projection<unknown>): Projection<unknown> =>
  projection.name === 'ratings' ? (mongoVotesProjection as Projection<unknown>) : projection;

const letterId = (generation: string, projection: string, position: number) =>
  `${generation}:${projection}:${position}`;

/** A dead letter as stored: the event travels with it, so a retry needs no log read. */
export const deadLetterRow = (
  letter: DeadLetter,
  generation: string,
  event: RecordedEvent | undefined,
) => ({ ...letter, generation, event });

/**
 * Applies batches to the generations its scope points at when the batch starts, with per-document
 * `_position` guards, then dead letters, then checkpoints. The checkpoint update matches only
 * while those generations are still the scope's: after a promotion swapped them, a batch in flight
 * lands in the retired copy and moves no checkpoint of the new one.
 */
export class MongoProjector {
  private readonly projections: readonly Projection<unknown>[];

  constructor(
    private readonly connection: Connection,
    private readonly scope: Scope,
    projections: readonly Projection<unknown>[],
    private readonly clock: () => Date,
  ) {
    this.projections = projections.map(forMongo);
  }

  private get names(): ProjectionName[] {
    return this.projections.map((projection) => projection.name);
  }

  /**
   * `after`: the batch's exclusive start in the log. Checked against the checkpoints of the
   * generations the batch writes to; a promotion after the check makes the checkpoint update
   * match nothing, so the gap shows at the next batch instead.
   */
  async applyEvents(events: readonly RecordedEvent[], after?: number): Promise<void> {
    if (events.length === 0) return;
    const view = await resolveView(this.connection, this.scope);
    const start = this.checkpointsOf(view);
    const lowest = Math.min(...this.names.map((name) => start[name] ?? 0));
    if (after !== undefined && lowest < after) throw new ProjectionGapError(lowest, after);
    await this.apply(view, events, this.projections, start);
  }

  async checkpoints(): Promise<Record<string, number>> {
    return this.checkpointsOf(await resolveView(this.connection, this.scope));
  }

  private checkpointsOf({ state }: MongoView): Record<string, number> {
    return Object.fromEntries(
      this.names.flatMap((name) =>
        state.generations[name] ? [[name, state.checkpoints[name] ?? 0]] : [],
      ),
    );
  }

  async deadLetters(): Promise<DeadLetter[]> {
    const { c } = await resolveView(this.connection, this.scope);
    const ofGeneration = this.names.map((projection) => ({
      projection,
      generation: c.generations[projection],
    }));
    const rows = await c.deadLetters
      .find({ $or: ofGeneration })
      .sort({ position: 1, projection: 1 })
      .toArray();
    return rows.map(
      ({ projection, position, eventId, type, error, at }) =>
        ({ projection, position, eventId, type, error, at }) as DeadLetter,
    );
  }

  async retryDeadLetter(projection: string, position: number): Promise<boolean> {
    const view = await resolveView(this.connection, this.scope);
    const target = projectionNamed(projection);
    const generation = view.c.generations[projection as ProjectionName];
    if (!target || !generation) return false;
    const letter = await view.c.deadLetters.findOne({
      _id: letterId(generation, projection, position),
    });
    if (!letter) return false;
    const ok = await this.apply(view, [letter['event'] as RecordedEvent], [forMongo(target)], {
      [projection]: position - 1,
    });
    if (ok) await this.removeDeadLetter(projection, position);
    return ok;
  }

  async removeDeadLetter(projection: string, position: number): Promise<boolean> {
    const { c } = await resolveView(this.connection, this.scope);
    const generation = c.generations[projection as ProjectionName];
    if (!generation) return false;
    const result = await deadLetterCollection(this.connection).deleteOne({
      _id: letterId(generation, projection, position),
    });
    return result.deletedCount > 0;
  }

  /** Loads touched documents, runs the shared batch, writes guarded docs, then letters, then checkpoints. */
  private async apply(
    { c }: MongoView,
    events: readonly RecordedEvent[],
    projections: readonly Projection<unknown>[],
    checkpoints: Record<string, number>,
  ): Promise<boolean> {
    const stored = await loadMongoDocs(c, touchedKeys(events, projections));
    const load = (projection: string, key: string) =>
      stored.get(`${projection}\u0000${key}`) ?? null;
    const outcome = runBatch(events, projections, checkpoints, load, this.clock().toISOString());
    // A replay of only one of bots and ratings leaves the listing's ratings to promotion.
    const mirror = this.names.includes('ratings') && this.names.includes('bots');
    await writeMongoChanges(c, outcome.changes, mirror);
    for (const letter of outcome.deadLetters) {
      const event = events.find((candidate) => candidate.position === letter.position);
      const generation = c.generations[letter.projection as ProjectionName];
      const _id = letterId(generation, letter.projection, letter.position);
      await c.deadLetters.replaceOne({ _id }, deadLetterRow(letter, generation, event), {
        upsert: true,
      });
    }
    const advance: Record<string, number> = {};
    const sameGenerations: Record<string, string> = { _id: this.scope };
    for (const projection of projections) {
      const position = outcome.checkpoints[projection.name];
      if (position === undefined) continue;
      advance[`checkpoints.${projection.name}`] = position;
      sameGenerations[`generations.${projection.name}`] = c.generations[projection.name];
    }
    // A public bot came or went, or changed categories: listing counters are aggregated again.
    const recount = countersChangedBy(outcome.changes.get('bots'));
    const update = { $max: advance, ...(recount ? { $inc: { countersVersion: 1 } } : {}) };
    if (Object.keys(advance).length > 0) {
      await stateCollection(this.connection).updateOne(sameGenerations as never, update as never);
    }
    return outcome.deadLetters.length === 0;
  }
}

function touchedKeys(
  events: readonly RecordedEvent[],
  projections: readonly Projection<unknown>[],
): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const projection of projections) {
    const set = new Set<string>();
    for (const event of events) {
      try {
        const key = projection.keyOf(event);
        if (key !== null) set.add(key);
      } catch {
        // A malformed event: the batch run dead-letters it.
      }
    }
    keys.set(projection.name, set);
  }
  return keys;
}
