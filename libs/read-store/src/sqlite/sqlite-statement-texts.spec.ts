import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { CursorSort, ListCursor } from '../listing-cursor';
import type { ListBotsQuery, ListSubmissionsQuery } from '../read-store.port';
import { botData, EventBuilder } from '../testing/event-builder';
import { SqliteReadStore } from './sqlite-read-store';

const CATEGORIES = ['music', 'games', 'moderation'];
const SORTS = ['newest', 'rating', 'name', 'servers', 'votes', 'relevance'] as const;
/** Search words: some start indexed terms, some start none (the spelling path). */
const WORDS = ['music', 'mus', 'gam', 'zzzq', 'moder', 'quietly'];

/**
 * Client values for one query, each written so that it cannot occur in SQL by accident (large ids
 * and offsets, dated strings), with the strings that would show it leaked into a statement's text.
 */
class ClientValues {
  readonly leaks: string[] = [];
  private state: number;

  constructor(seed: number) {
    this.state = seed;
  }

  private next(): number {
    this.state = (this.state * 1103515245 + 12345) % 2 ** 31;
    return this.state / 2 ** 31;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)] as T;
    if (typeof item === 'string') this.leaks.push(item);
    return item;
  }

  /** A seven-digit number: SQL's own literals (LIMIT 10001, 5000, 64) are shorter. */
  bigNumber(): number {
    const value = 3_000_000 + this.int(1_000_000);
    this.leaks.push(String(value));
    return value;
  }

  day(): string {
    const at = new Date(
      Date.UTC(2020 + this.int(10), this.int(12), 1 + this.int(28), this.int(24)),
    );
    this.leaks.push(at.toISOString().slice(0, 13));
    return at.toISOString();
  }

  month(): string {
    const month = `20${20 + this.int(10)}-0${1 + this.int(9)}`;
    this.leaks.push(month);
    return month;
  }
}

function cursorOf(sort: CursorSort, values: ClientValues): ListCursor {
  const id = values.bigNumber();
  if (sort === 'newest') return { sort, key: [values.day(), id] };
  if (sort === 'name') return { sort, key: [`${values.pick(CATEGORIES)} bot`, id] };
  return { sort, key: [values.bigNumber(), values.day(), id] };
}

/** What a listing's SQL may depend on: which options are present, never their values. */
interface ListingShape {
  sort: (typeof SORTS)[number];
  category: boolean;
  window: boolean;
  featured: boolean | undefined;
  month: boolean;
  paging: 'offset' | 'search' | 'cursor';
}

function listingShapes(): ListingShape[] {
  const shapes: ListingShape[] = [];
  for (const sort of SORTS)
    for (const category of [false, true])
      for (const window of [false, true])
        for (const featured of [undefined, false, true])
          for (const month of [false, true])
            for (const paging of ['offset', 'search', 'cursor'] as const)
              if (!(paging === 'cursor' && sort === 'relevance'))
                shapes.push({ sort, category, window, featured, month, paging });
  return shapes;
}

function listingQuery(shape: ListingShape, values: ClientValues, seed: number): ListBotsQuery {
  // A page of 1 is full (it ends with a cursor), a page of 100 is not.
  const query: ListBotsQuery = { sort: shape.sort, limit: seed % 2 ? 1 : 100, offset: 0 };
  if (shape.category) query.category = values.pick(CATEGORIES);
  if (shape.window) query.createdAfter = values.day();
  if (shape.featured !== undefined) query.featured = shape.featured;
  if (shape.month) query.month = values.month();
  if (shape.paging === 'cursor' && shape.sort !== 'relevance')
    query.cursor = cursorOf(shape.sort, values);
  else if (seed % 3 === 0) query.offset = values.bigNumber();
  if (shape.paging === 'search')
    query.search = Array.from({ length: 1 + values.int(8) }, () => values.pick(WORDS)).join(' ');
  return query;
}

function submissionQueries(seed: number): { query: ListSubmissionsQuery; values: ClientValues }[] {
  const statuses = [undefined, 'pending', 'approved', 'rejected', 'unlisted'] as const;
  const queries: { query: ListSubmissionsQuery; values: ClientValues }[] = [];
  for (const status of statuses)
    for (const search of [false, true])
      for (const reviewedSince of [false, true]) {
        const values = new ClientValues(seed * 7919 + queries.length);
        const query: ListSubmissionsQuery = { limit: 1 + values.int(100), offset: 0 };
        if (seed % 2) query.offset = values.bigNumber();
        if (status) query.status = status;
        if (search) query.search = values.pick(WORDS).repeat(1 + values.int(3));
        if (reviewedSince) query.reviewedSince = values.day();
        queries.push({ query, values });
      }
  return queries;
}

/**
 * The statement cache (sqlite-statements.ts) prepares one statement per distinct SQL text and keeps
 * it for the life of the process: a client's values must travel as parameters, never in the text,
 * or every new value would prepare and keep one more statement.
 */
describe('SQLite statement texts: client values never enter the SQL', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-texts-'));
  let traced: string[] = [];
  let queries = 0;
  const all = new Set<string>();
  const store = new SqliteReadStore({
    path: path.join(dir, 'read.sqlite'),
    traceSql: (sql) => {
      traced.push(sql);
      all.add(sql);
    },
  });

  beforeAll(async () => {
    const events = new EventBuilder();
    for (let id = 1; id <= 40; id += 1) {
      const bot = botData({ name: `music bot ${id}`, categories: [CATEGORIES[id % 3] as string] });
      await store.applyEvents(events.approvedBot(String(id), bot));
    }
    await store.applyEvents([events.featured(3), events.rated(4, '1', 5), events.voted(5, '2')]);
  });
  afterAll(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The values of `values` found in the text of any statement `run` prepared or reused. */
  async function leakedBy(run: () => Promise<unknown>, values: ClientValues): Promise<string[]> {
    traced = [];
    queries += 1;
    await run();
    return values.leaks.filter((leak) => traced.some((sql) => sql.includes(leak)));
  }

  it.each(listingShapes().map((shape) => [JSON.stringify(shape), shape] as const))(
    'listing %s',
    async (_, shape) => {
      for (let seed = 1; seed <= 6; seed += 1) {
        const values = new ClientValues(seed * 7919);
        const query = listingQuery(shape, values, seed);
        expect(await leakedBy(() => store.listBots(query), values)).toEqual([]);
      }
    },
  );

  it('submission lists, every filter', async () => {
    for (let seed = 1; seed <= 6; seed += 1)
      for (const { query, values } of submissionQueries(seed))
        expect(await leakedBy(() => store.listSubmissions(query), values)).toEqual([]);
  });

  it('a bounded number of statements after every shape and value above', () => {
    // Only meaningful after the tests above: thousands of queries, a few hundred shapes at most.
    expect(queries).toBe(listingShapes().length * 6 + submissionQueries(1).length * 6);
    expect(all.size).toBeLessThan(400);
  });
});
