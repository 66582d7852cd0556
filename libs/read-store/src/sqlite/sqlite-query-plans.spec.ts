import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Database from 'better-sqlite3';
import type { ListCursor } from '../listing-cursor';
import type { ListBotsQuery } from '../read-store.port';
import { botData, EventBuilder } from '../testing/event-builder';
import { SqliteReadStore } from './sqlite-read-store';

const CATEGORIES = ['music', 'games', 'moderation'];
const DAY = '2020-01-01T00:00:00.000Z';

/** Every shape of listing the api asks for: sorts, category, time window, featured, deep pages. */
function listingShapes(): [string, ListBotsQuery][] {
  const shapes: [string, ListBotsQuery][] = [];
  const sorts = [undefined, 'rating', 'name', 'servers', 'votes'] as const;
  for (const sort of sorts)
    for (const category of [undefined, 'music'])
      for (const createdAfter of [undefined, DAY])
        for (const offset of [0, 1000]) {
          const query: ListBotsQuery = { limit: 20, offset, month: '2030-01' };
          if (sort) query.sort = sort;
          if (category) query.category = category;
          if (createdAfter) query.createdAfter = createdAfter;
          shapes.push([JSON.stringify(query), query]);
        }
  shapes.push(['featured', { featured: true, sort: 'newest', limit: 10, offset: 0 }]);
  const cursors: ListCursor[] = [
    { sort: 'newest', key: [DAY, 5] },
    { sort: 'name', key: ['music bot 5', 5] },
    { sort: 'rating', key: [4, DAY, 5] },
    { sort: 'servers', key: [10, DAY, 5] },
    { sort: 'votes', key: [3, DAY, 5] },
    { sort: 'votes', key: [0, DAY, 5] },
  ];
  for (const cursor of cursors)
    for (const category of [undefined, 'music']) {
      const query: ListBotsQuery = { sort: cursor.sort, cursor, limit: 20, offset: 0 };
      if (category) query.category = category;
      shapes.push([`cursor ${JSON.stringify(query)}`, { ...query, month: '2030-01' }]);
    }
  return shapes;
}

function searchShapes(): [string, ListBotsQuery][] {
  const base = { limit: 20, offset: 0 };
  const queries: ListBotsQuery[] = [
    { ...base, search: 'music' },
    { ...base, search: 'mus bot', offset: 40 },
    { ...base, search: 'music', category: 'music' },
    { ...base, search: 'music', createdAfter: DAY },
    // A window starting among the bots: its first hour's early matches are read by id.
    { ...base, search: 'music', createdAfter: '2025-01-01T01:00:00.000Z' },
    { ...base, search: 'music', createdAfter: '2025-01-01T01:00:00.000Z', featured: false },
    { ...base, search: 'music', featured: true },
    { ...base, search: 'music', sort: 'rating' },
    { ...base, search: 'music', sort: 'votes', month: '2030-01', category: 'games' },
  ];
  return queries.map((query) => [JSON.stringify(query), query]);
}

/** Any value will do for each parameter: a plan is compiled, never run. */
function parametersOf(sql: string): unknown[] {
  const positional = (sql.match(/\?/g) ?? []).map(() => 1);
  const named = Object.fromEntries((sql.match(/@\w+/g) ?? []).map((name) => [name.slice(1), 1]));
  return Object.keys(named).length > 0 ? [...positional, named] : positional;
}

/** Plan lines that read the bots table row by row: a scan not driven by an index. */
const scansBots = (line: string) => /^SCAN (b|bots)\b/.test(line) && !/INDEX/.test(line);

describe('SQLite query plans: no query shape scans the bots table', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-plans-'));
  const file = path.join(dir, 'read.sqlite');
  let traced: string[] = [];
  const store = new SqliteReadStore({ path: file, traceSql: (sql) => traced.push(sql) });
  let explain: Database.Database;

  beforeAll(async () => {
    const events = new EventBuilder();
    for (let id = 1; id <= 60; id += 1) {
      const bot = botData({
        name: `music bot ${id}`,
        categories: [CATEGORIES[id % 3] as string],
      });
      await store.applyEvents(events.approvedBot(String(id), bot));
    }
    await store.applyEvents([events.featured(3), events.rated(4, '1', 5), events.voted(5, '2')]);
    explain = new Database(file, { readonly: true });
  });
  afterAll(async () => {
    explain.close();
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const planOf = (sql: string) =>
    (
      explain.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parametersOf(sql)) as { detail: string }[]
    ).map((row) => row.detail);

  /** The plan of every statement `run` made that reads the bots table or a category's rows. */
  async function plansOf(run: () => Promise<unknown>): Promise<{ sql: string; plan: string[] }[]> {
    traced = [];
    await run();
    return traced
      .filter((sql) => /^\s*SELECT/i.test(sql) && /\b(bots|bot_categories)\b/.test(sql))
      .map((sql) => ({
        sql,
        plan: planOf(sql),
      }));
  }

  it.each(listingShapes())('listing %s walks an index in page order', async (_, query) => {
    const plans = await plansOf(() => store.listBots(query));
    expect(plans.length).toBeGreaterThan(0);
    for (const { sql, plan } of plans) {
      expect({ sql, scans: plan.filter(scansBots) }).toEqual({ sql, scans: [] });
      // Sorting every match would cost the whole table at a million bots; an index order stops early.
      const sorts = /LIMIT/.test(sql) ? plan.filter((line) => /TEMP B-TREE/.test(line)) : [];
      expect({ sql, sorts }).toEqual({
        sql,
        sorts: [],
      });
    }
  });

  it("a user's dashboard finds their own, co-owned and offered bots by index", async () => {
    const plans = await plansOf(() => store.userBots('100000000000000001'));
    expect(plans.length).toBeGreaterThan(0);
    // Not even a walk of a whole index: a dashboard reads its user's rows only.
    const walks = (line: string) => /^SCAN (b|bots)\b/.test(line);
    for (const { sql, plan } of plans) {
      expect({ sql, walks: plan.filter(walks) }).toEqual({ sql, walks: [] });
    }
  });

  it.each(listingShapes().filter(([label]) => label.startsWith('cursor')))(
    '%s starts at the cursor: an index range, not a walk from the first bot',
    async (_, query) => {
      const plans = await plansOf(() => store.listBots(query));
      const page = plans.find(({ sql }) => /LIMIT/.test(sql));
      expect(page?.plan.some((line) => /^SEARCH b USING .*INDEX .*[<>]/.test(line))).toBe(true);
    },
  );

  it('Highest Rated walks the index of the stored Bayesian score, in page order', async () => {
    const plans = await plansOf(() => store.listBots({ sort: 'rating', limit: 20, offset: 0 }));
    const page = plans.find(({ sql }) => /LIMIT/.test(sql));
    const index = page?.plan.join('\n').match(/USING (?:COVERING )?INDEX (\w+)/)?.[1];
    const definition = explain
      .prepare('SELECT sql FROM sqlite_master WHERE type = ? AND name = ?')
      .get('index', index ?? '') as { sql: string } | undefined;
    expect(definition?.sql).toMatch(/\(rating_score, created_at, id\) WHERE is_public = 1/);
  });

  it.each(listingShapes().filter(([, query]) => query.category !== undefined))(
    'category listing %s is a range of an index led by the category, never the bots table',
    async (_, query) => {
      const plans = await plansOf(() => store.listBots(query));
      const listing = plans.filter(({ sql }) => /bot_categories/.test(sql));
      expect(listing.length).toBeGreaterThan(0);
      for (const { sql, plan } of listing) {
        const walks = plan.filter((line) => /^(SCAN|SEARCH) (?!\(subquery)/.test(line));
        expect({
          sql,
          walks: walks.filter((line) => !/INDEX bot_categories_\w+ \(category=\?/.test(line)),
        }).toEqual({ sql, walks: [] });
        expect(/\bbots\b/.test(sql)).toBe(false);
      }
    },
  );

  it.each(searchShapes())('search %s reads bots by id only', async (_, query) => {
    const plans = await plansOf(() => store.listBots(query));
    for (const { sql, plan } of plans)
      expect({ sql, scans: plan.filter(scansBots) }).toEqual({ sql, scans: [] });
  });

  it("a search's window reads only its first hour's matches from the bots table, by id", async () => {
    const query = {
      search: 'music',
      createdAfter: '2025-01-01T01:00:00.000Z',
      limit: 20,
      offset: 0,
    };
    const plans = await plansOf(() => store.listBots(query));
    const joined = plans.filter(({ sql }) => /JOIN/.test(sql) && /MATCH/.test(sql));
    expect(joined.map(({ plan }) => plan.filter((line) => /\bb\b/.test(line)))).toEqual([
      [expect.stringMatching(/^SEARCH b USING INTEGER PRIMARY KEY \(rowid=\?\)/)],
    ]);
  });

  it.each([
    ['detail', () => store.getBot(7)],
    ['name clash', () => store.findNameClash('Music Bot 9', 1)],
    [
      'bot by application id',
      () => store.resolveBotRef({ kind: 'application', applicationId: '123456789012345678' }),
    ],
    ['trending by invites', () => store.trendingBots({ window: 'week', limit: 10, now: DAY })],
    [
      'trending by votes',
      () => store.trendingBots({ window: 'week', by: 'votes', limit: 10, now: DAY }),
    ],
    ['categories', () => store.categories()],
    ['stats', () => store.stats()],
  ])('%s reads no bot row it does not answer with', async (_, run) => {
    for (const { sql, plan } of await plansOf(run))
      expect({ sql, scans: plan.filter(scansBots) }).toEqual({ sql, scans: [] });
  });
});
