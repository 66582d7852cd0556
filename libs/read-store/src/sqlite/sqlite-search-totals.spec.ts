import { SEARCH_TOTAL_CAP } from '../read-store.port';
import { botData, EventBuilder } from '../testing/event-builder';
import { SqliteReadStore } from './sqlite-read-store';

describe('counted totals (searches, time windows): exact up to the cap, then marked approximate', () => {
  const store = new SqliteReadStore({ path: ':memory:' });
  afterAll(() => store.close());

  beforeAll(async () => {
    const given = new EventBuilder();
    const events = [];
    for (let id = 1; id <= SEARCH_TOTAL_CAP + 5; id += 1) {
      const name = id <= SEARCH_TOTAL_CAP ? `melody bot ${id}` : `radio bot ${id}`;
      events.push(
        ...given.approvedBot(
          String(id),
          botData({ name, description: 'x', shortDescription: 'x' }),
        ),
      );
    }
    for (let start = 0; start < events.length; start += 5000)
      await store.applyEvents(events.slice(start, start + 5000));
  }, 60_000);

  it.each([
    ['relevance', {}],
    ['by rating', { sort: 'rating' as const }],
    ['in the new-releases window', { createdAfter: '2000-01-01T00:00:00.000Z' }],
  ])('%s: the cap itself is exact, more is approximate', async (_, sort) => {
    const under = await store.listBots({ search: 'melody', limit: 5, offset: 0, ...sort });
    expect({ total: under.total, approximate: under.totalApproximate }).toEqual({
      total: SEARCH_TOTAL_CAP,
      approximate: undefined,
    });
    const over = await store.listBots({ search: 'bot', limit: 5, offset: 0, ...sort });
    expect({ total: over.total, approximate: over.totalApproximate }).toEqual({
      total: SEARCH_TOTAL_CAP,
      approximate: true,
    });
  });

  it('counts a listing narrowed by time the same way', async () => {
    const page = await store.listBots({
      createdAfter: '2000-01-01T00:00:00.000Z',
      limit: 5,
      offset: 0,
    });
    expect({ total: page.total, approximate: page.totalApproximate }).toEqual({
      total: SEARCH_TOTAL_CAP,
      approximate: true,
    });
    const plain = await store.listBots({ limit: 5, offset: 0 });
    expect({ total: plain.total, approximate: plain.totalApproximate }).toEqual({
      total: SEARCH_TOTAL_CAP + 5,
      approximate: undefined,
    });
  });
});
