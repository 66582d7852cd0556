import type { Connection } from 'mongoose';
import { promotedIdentity } from '../event-store-binding';
import { PROJECTION_NAMES, type ProjectionName } from '../projections/projection';
import { stateCollection, type Generations } from './mongo-collections';
import { syncRatings } from './mongo-ratings';
import {
  createGeneration,
  dropRetiredGenerations,
  newGeneration,
  readState,
  resolveView,
} from './mongo-state';

/** A new, empty generation of the projections, described by the `shadow` state at checkpoint 0. */
export async function openMongoShadow(
  connection: Connection,
  projections: ProjectionName[],
): Promise<void> {
  await stateCollection(connection).deleteOne({ _id: 'shadow' });
  await dropRetiredGenerations(connection);
  const live = await readState(connection, 'live');
  const generation = newGeneration();
  const generations: Generations = {};
  for (const projection of projections) generations[projection] = generation;
  await createGeneration(
    connection,
    { ...live.generations, ...generations } as Required<Generations>,
    projections,
  );
  const checkpoints = Object.fromEntries(projections.map((projection) => [projection, 0]));
  await stateCollection(connection).replaceOne(
    { _id: 'shadow' },
    { generations, checkpoints, eventStore: null },
    { upsert: true },
  );
}

/**
 * Points the live state at the shadow's generations and checkpoints in one atomic document write.
 * No collection is renamed or dropped, so readers' open cursors finish on the old generation
 * (dropped when the next replay starts). A projector applying a batch across the swap wrote to the
 * old generation and its checkpoint update no longer matches; it resumes on the new generation from
 * the shadow's checkpoint (positions make re-applying harmless). After a replay of only one of
 * bots and ratings, bot rows take the live ratings before the swap and once more after it, for
 * votes the projector applied in between.
 */
export async function promoteMongoShadow(
  connection: Connection,
  projections: ProjectionName[],
): Promise<void> {
  const shadow = await readState(connection, 'shadow');
  for (const projection of projections) {
    if (!shadow.generations[projection]) {
      throw new Error(`No shadow of the ${projection} read model to promote`);
    }
  }
  const live = await readState(connection, 'live');
  const promotesAll = PROJECTION_NAMES.every((name) => projections.includes(name));
  const eventStore = promotedIdentity(live.eventStore, shadow.eventStore, promotesAll);
  const partialRatings = projections.includes('bots') !== projections.includes('ratings');
  if (partialRatings) await syncRatingsOf(connection, 'shadow');

  const swap: Record<string, unknown> = { eventStore };
  for (const projection of projections) {
    swap[`generations.${projection}`] = shadow.generations[projection];
    swap[`checkpoints.${projection}`] = shadow.checkpoints[projection] ?? 0;
  }
  await stateCollection(connection).updateOne({ _id: 'live' }, { $set: swap });

  if (partialRatings) await syncRatingsOf(connection, 'live');
  const unset: Record<string, ''> = {};
  for (const projection of projections) {
    unset[`generations.${projection}`] = '';
    unset[`checkpoints.${projection}`] = '';
  }
  await stateCollection(connection).updateOne({ _id: 'shadow' }, { $unset: unset });
}

/** Bot rows of the scope's bots generation take the totals of its ratings generation. */
async function syncRatingsOf(connection: Connection, scope: 'live' | 'shadow'): Promise<void> {
  const { c } = await resolveView(connection, scope);
  await syncRatings(c.ratings, c.bots);
}
