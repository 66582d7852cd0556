import { countersOf, type BotDoc } from '../projections/bots.projection';
import type { DocChange } from '../projections/run-batch';
import type { MongoCollections } from './mongo-collections';
import type { MongoView } from './mongo-state';

/** True when a batch's bot changes move a counter: a bot became public or not, or its categories. */
export function countersChangedBy(bots: ReadonlyMap<string, DocChange> | undefined): boolean {
  for (const { before, after } of bots?.values() ?? []) {
    const was = countersOf(before as BotDoc | null);
    const is = countersOf(after as BotDoc | null);
    if (was.length !== is.length || was.some((key, index) => key !== is[index])) return true;
  }
  return false;
}

/**
 * The counters the SQLite projection keeps (public bots, per category), aggregated from the bots
 * collection once per bots generation and `countersVersion`, which the projector bumps only for a
 * batch that changed a counted field (never for votes, clicks or stats, which move the
 * checkpoint). Concurrent requests for the same key share one aggregation.
 */
export class MongoCounters {
  private cache: { key: string; counters: Promise<Map<string, number>> } | null = null;

  of({ c, state, live }: MongoView): Promise<Map<string, number>> {
    // A shadow that does not rebuild bots reads the live generation: the live version counts.
    const owner = state.generations.bots ? state : live;
    const key = `${c.generations.bots}:${owner.countersVersion ?? 0}`;
    if (this.cache?.key !== key) {
      const counters = aggregateCounters(c);
      this.cache = { key, counters };
      counters.catch(() => {
        if (this.cache?.counters === counters) this.cache = null;
      });
    }
    return this.cache.counters;
  }
}

async function aggregateCounters(c: MongoCollections): Promise<Map<string, number>> {
  const counters = new Map<string, number>();
  counters.set('public', await c.bots.countDocuments({ isPublic: true }));
  const perCategory = await c.bots
    .aggregate([
      { $match: { isPublic: true } },
      { $unwind: '$categories' },
      { $group: { _id: '$categories', count: { $sum: 1 } } },
    ])
    .toArray();
  for (const row of perCategory) counters.set(`category:${row['_id']}`, row['count']);
  return counters;
}
