import type { RecordedEvent } from '@botdir/contracts';
import type { Projection } from '../projections/projection';
import { projectionNamed } from '../projections/projections';
import { runBatch } from '../projections/run-batch';
import type { DeadLetter } from '../read-store.port';
import type { MongoCollections } from './mongo-collections';
import { loadMongoDocs, writeMongoChanges } from './mongo-doc-writer';

/** Applies batches with per-document `_position` guards, then dead letters, then checkpoints. */
export class MongoProjector {
  constructor(
    private readonly c: MongoCollections,
    private readonly projections: readonly Projection<unknown>[],
    private readonly clock: () => Date,
  ) {}

  async applyEvents(events: readonly RecordedEvent[]): Promise<void> {
    await this.apply(events, this.projections, await this.checkpoints());
  }

  /** This store's projections only: a shadow's collection may hold rows of another replay. */
  async checkpoints(): Promise<Record<string, number>> {
    const mine = new Set(this.projections.map((projection) => projection.name as string));
    const rows = await this.c.checkpoints.find({}).toArray();
    return Object.fromEntries(
      rows
        .filter((row) => mine.has(String(row._id)))
        .map((row) => [String(row._id), row['position'] as number]),
    );
  }

  async deadLetters(): Promise<DeadLetter[]> {
    const rows = await this.c.deadLetters.find({}).sort({ position: 1, projection: 1 }).toArray();
    return rows.map(
      ({ projection, position, eventId, type, error, at }) =>
        ({ projection, position, eventId, type, error, at }) as DeadLetter,
    );
  }

  async retryDeadLetter(projection: string, position: number): Promise<boolean> {
    const target = projectionNamed(projection);
    const letter = await this.c.deadLetters.findOne({ _id: `${projection}:${position}` });
    if (!target || !letter) return false;
    const ok = await this.apply([letter['event'] as RecordedEvent], [target], {
      [projection]: position - 1,
    });
    if (ok) await this.removeDeadLetter(projection, position);
    return ok;
  }

  async removeDeadLetter(projection: string, position: number): Promise<boolean> {
    const result = await this.c.deadLetters.deleteOne({ _id: `${projection}:${position}` });
    return result.deletedCount > 0;
  }

  /** Loads touched documents, runs the shared batch, writes guarded docs, then letters, then checkpoints. */
  private async apply(
    events: readonly RecordedEvent[],
    projections: readonly Projection<unknown>[],
    checkpoints: Record<string, number>,
  ): Promise<boolean> {
    if (events.length === 0) return true;
    const stored = await loadMongoDocs(this.c, touchedKeys(events, projections));
    const load = (projection: string, key: string) =>
      stored.get(`${projection}\u0000${key}`) ?? null;
    const outcome = runBatch(events, projections, checkpoints, load, this.clock().toISOString());
    const names = new Set(this.projections.map((projection) => projection.name as string));
    await writeMongoChanges(this.c, outcome.changes, names.has('bots') && names.has('ratings'));
    for (const letter of outcome.deadLetters) {
      const event = events.find((candidate) => candidate.position === letter.position);
      const _id = `${letter.projection}:${letter.position}`;
      await this.c.deadLetters.replaceOne({ _id }, { ...letter, event }, { upsert: true });
    }
    for (const projection of projections) {
      const position = outcome.checkpoints[projection.name];
      if (position === undefined) continue;
      await this.c.checkpoints.updateOne(
        { _id: projection.name },
        { $max: { position } },
        { upsert: true },
      );
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
