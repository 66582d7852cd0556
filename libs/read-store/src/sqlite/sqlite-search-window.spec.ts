import type { ListBotsQuery } from '../read-store.port';
import { botData, EventBuilder } from '../testing/event-builder';
import { SqliteReadStore } from './sqlite-read-store';

const BOTS = 150;
const ALL = 1000;

/** Bot i: "music" in its name (every third), in its description (every other) or nowhere. */
function botOf(i: number) {
  const name = i % 3 === 0 ? `Music Box ${i}` : `Helper ${i}`;
  const description = i % 2 === 0 ? 'Plays music all day' : 'Keeps order';
  return botData({
    name,
    description,
    shortDescription: 'A bot',
    tags: [],
    categories: [i % 4 === 0 ? 'games' : 'utility'],
  });
}

describe('searches narrowed by a days window, featured or a category: the full-text facets', () => {
  const store = new SqliteReadStore({ path: ':memory:' });
  const given = new EventBuilder('2025-01-01T07:00:00.000Z');
  const created: string[] = [];
  afterAll(() => store.close());

  beforeAll(async () => {
    for (let i = 1; i <= BOTS; i += 1) {
      // Uneven steps: bots land at every hour of a day, several a day, over 100 days.
      given.advanceDays(0.37 + (i % 7) * 0.11);
      await store.applyEvents(given.approvedBot(String(i), botOf(i)));
      created.push(given.now());
      if (i % 5 === 0) await store.applyEvents([given.featured(i)]);
    }
    // Featured, then not: the facet follows.
    await store.applyEvents([given.featured(10, false)]);
  });

  const ids = async (query: ListBotsQuery) =>
    (await store.listBots({ limit: ALL, offset: 0, ...query })).items.map((bot) => bot.id);

  /** The same matches by two other paths: the search unscoped, and the listing in the scope. */
  async function expected(scope: Partial<ListBotsQuery>): Promise<number[]> {
    const listed = new Set(await ids({ ...scope, sort: 'newest' }));
    return (await ids({ search: 'music' })).filter((id) => listed.has(id));
  }

  const windows = () => {
    const at = (index: number, minutes: number) =>
      new Date(Date.parse(created[index] as string) + minutes * 60_000).toISOString();
    return [
      '2024-01-01T00:00:00.000Z',
      at(0, -1),
      at(20, -1),
      at(20, 0),
      at(20, 1),
      at(75, 0),
      at(75, -600),
      at(140, 5),
      at(BOTS - 1, 0),
      '2030-01-01T00:00:00.000Z',
    ];
  };

  it('finds exactly the matches in the window, however it cuts a day, with their count', async () => {
    for (const createdAfter of windows())
      for (const featured of [undefined, true, false])
        for (const category of [undefined, 'games']) {
          const scope: Partial<ListBotsQuery> = { createdAfter };
          if (featured !== undefined) scope.featured = featured;
          if (category) scope.category = category;
          const want = await expected(scope);
          const page = await store.listBots({ search: 'music', limit: ALL, offset: 0, ...scope });
          const found = page.items.map((bot) => bot.id);
          expect({ scope, found: [...found].sort(), total: page.total }).toEqual({
            scope,
            found: [...want].sort(),
            total: want.length,
          });
          // Name matches first, as in an unscoped search.
          const inName = found.map((id) => id % 3 === 0);
          expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)));
        }
  });

  it('pages through a window in one order: the pages join up to the whole list', async () => {
    const scope = { search: 'music', createdAfter: windows()[2] as string };
    const whole = await ids(scope);
    const pages: number[] = [];
    for (let offset = 0; offset < whole.length + 7; offset += 7)
      pages.push(...(await store.listBots({ ...scope, limit: 7, offset })).items.map((b) => b.id));
    expect(pages).toEqual(whole);
    expect(whole.length).toBeGreaterThan(20);
  });

  it('an unfeatured bot leaves the featured search, a featured one joins it', async () => {
    const featured = await ids({ search: 'music', featured: true });
    expect(featured).not.toContain(10);
    expect(featured).toContain(20);
    await store.applyEvents([given.featured(10), given.featured(20, false)]);
    const after = await ids({ search: 'music', featured: true });
    expect({ has10: after.includes(10), has20: after.includes(20) }).toEqual({
      has10: true,
      has20: false,
    });
  });
});
