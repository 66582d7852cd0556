import { botsProjection } from '../projections/bots.projection';
import { PROJECTIONS } from '../projections/projections';
import { SEARCH_TOTAL_CAP } from '../read-store.port';
import { botData, EventBuilder } from '../testing/event-builder';
import { MongoBotQueries } from './mongo-bot-queries';
import { MongoProjector } from './mongo-projector';
import { ensureLiveState, readState, type MongoView } from './mongo-state';
import { MemoryMongo } from './testing/memory-mongo';

/**
 * No MongoDB server runs here: a bots collection that records what it is asked (the contract
 * suite checks the answers on a real server). What matters is how often and how it is asked.
 */
function recordingBots(matches = 0, rows: unknown[] = []) {
  const calls = { aggregations: [] as unknown[][], counts: 0 };
  const cursor = {
    sort: () => cursor,
    skip: () => cursor,
    limit: () => cursor,
    toArray: async () => rows,
  };
  const bots = {
    collectionName: 'bots_g1',
    countDocuments: async () => {
      calls.counts += 1;
      return matches;
    },
    aggregate: (pipeline: unknown[]) => {
      calls.aggregations.push(pipeline);
      return { toArray: async () => [] };
    },
    find: () => cursor,
  };
  return { bots, calls };
}

function viewAt(bots: unknown, checkpoint: number, countersVersion: number): MongoView {
  const state = {
    _id: 'live' as const,
    generations: { bots: 'g1' },
    checkpoints: { bots: checkpoint },
    eventStore: null,
    countersVersion,
  };
  return { c: { bots, generations: { bots: 'g1' } }, state, live: state } as unknown as MongoView;
}

describe('Mongo listing counters', () => {
  it('aggregates once for concurrent requests, and again only when a counted field changed', async () => {
    const { bots, calls } = recordingBots();
    let view = viewAt(bots, 10, 1);
    const queries = new MongoBotQueries(async () => view);

    await Promise.all([queries.categories(), queries.stats(), queries.categories()]);
    expect(calls.counts).toBe(1);

    view = viewAt(bots, 25, 1); // votes and clicks moved the checkpoint, not the counters
    await queries.categories();
    expect(calls.counts).toBe(1);

    view = viewAt(bots, 26, 2);
    await queries.categories();
    expect(calls.counts).toBe(2);
  });

  it('is bumped by the projector for publishing and unlisting, not for featuring, stats or views', async () => {
    const mongo = new MemoryMongo();
    await ensureLiveState(mongo.connection);
    const projector = new MongoProjector(mongo.connection, 'live', PROJECTIONS, () => new Date());
    const given = new EventBuilder();
    const version = async () => (await readState(mongo.connection, 'live')).countersVersion ?? 0;

    await projector.applyEvents(given.approvedBot('1', botData()));
    expect(await version()).toBe(1);
    await projector.applyEvents([
      given.featured(1),
      given.statsReported(1, { serverCount: 40 }),
      given.pageViewed(1, 'visitor', '2025-01-01'),
    ]);
    expect(await version()).toBe(1);
    await projector.applyEvents([given.of('BotUnlisted', { botId: 1, reason: 'Spam' })]);
    expect(await version()).toBe(2);
  });
});

describe('Mongo ranked and monthly-vote listings', () => {
  it.each([
    ['a relevance search', { search: 'music', limit: 20, offset: 0 }],
    ['the votes sort', { sort: 'votes' as const, month: '2025-01', limit: 20, offset: 0 }],
  ])('%s sorts only ids and sort keys, never whole documents', async (_, query) => {
    const { bots, calls } = recordingBots();
    await new MongoBotQueries(async () => viewAt(bots, 1, 1)).listBots(query);

    const pipeline = calls.aggregations[0] as Record<string, unknown>[];
    const sortAt = pipeline.findIndex((stage) => '$sort' in stage);
    const beforeSort = pipeline[sortAt - 1] as { $project?: Record<string, unknown> };
    expect(Object.keys(beforeSort.$project ?? { all: 'fields' })).not.toContain('doc');
    expect(beforeSort.$project).toBeDefined();
  });
});

describe('Mongo listings counted past the cap', () => {
  it('keep their next-page cursor, as SQLite does', async () => {
    const doc = botsProjection.evolve(null, new EventBuilder().published(7, '7', botData()));
    const row = { _id: 7, doc, createdAt: '2025-01-01T00:00:00.000Z' };
    const { bots } = recordingBots(SEARCH_TOTAL_CAP + 1, [row]);
    const queries = new MongoBotQueries(async () => viewAt(bots, 1, 1));
    const query = { createdAfter: '2000-01-01T00:00:00.000Z', limit: 1, offset: 0 };

    const page = await queries.listBots(query);
    expect({ total: page.total, approximate: page.totalApproximate }).toEqual({
      total: SEARCH_TOTAL_CAP,
      approximate: true,
    });
    expect(page.nextCursor).toEqual(expect.any(String));
  });
});
