import Database from 'better-sqlite3';
import { botData, EventBuilder } from '../testing/event-builder';
import { SqliteFtsTerms } from './sqlite-fts-terms';
import { SqliteReadStore } from './sqlite-read-store';
import { StatementCache } from './sqlite-statements';

const names = (page: { items: { name: string }[] }) => page.items.map((bot) => bot.name).sort();
const plain = {
  shortDescription: 'A bot',
  description: 'Does things',
  tags: [],
  categories: ['utility'],
};
const botNames = [
  'Music',
  'Musical',
  'Musician',
  'Amusing',
  'Müsli',
  ...Array.from({ length: 20 }, (_, n) => `Item${n}`),
];

describe('search words longer than the indexed prefixes: whole terms of the index', () => {
  const store = new SqliteReadStore({ path: ':memory:' });
  afterAll(() => store.close());

  beforeAll(async () => {
    const given = new EventBuilder();
    for (const [index, name] of botNames.entries())
      await store.applyEvents(given.approvedBot(String(index + 1), botData({ ...plain, name })));
  });

  it.each([
    ['musi', ['Music', 'Musical', 'Musician']],
    ['musici', ['Musician']],
    ['music', ['Music', 'Musical', 'Musician']],
    ['müsi', ['Music', 'Musical', 'Musician']],
    ['musl', ['Müsli']],
    ['item1', ['Item1', ...Array.from({ length: 10 }, (_, n) => `Item1${n}`)]],
    ['musicians', []],
    ['zzzz', []],
  ])('"%s" finds the bots with a word starting with it', async (search, expected) => {
    // As typed: a search that finds nothing would otherwise be spelling-corrected.
    const page = await store.listBots({ search, exactSearch: true, limit: 50, offset: 0 });
    expect({ names: names(page), total: page.total }).toEqual({
      names: expected.sort(),
      total: expected.length,
    });
  });

  it('finds every bot when a word starts more terms than it expands to', async () => {
    const page = await store.listBots({ search: 'item', limit: 50, offset: 0 });
    expect(page.total).toBe(20);
    const narrowed = await store.listBots({ search: 'item bot', limit: 50, offset: 0 });
    expect(narrowed.total).toBe(20);
  });
});

describe('a promoted replay: longer words look up the new full-text table', () => {
  it('finds what the replay indexed, not what the old table held', async () => {
    const store = new SqliteReadStore({ path: ':memory:' });
    const given = new EventBuilder();
    await store.applyEvents(given.approvedBot('1', botData({ ...plain, name: 'Musical' })));
    expect(names(await store.listBots({ search: 'musi', limit: 5, offset: 0 }))).toEqual([
      'Musical',
    ]);
    const shadow = await store.openShadow();
    const replayed = new EventBuilder();
    await shadow.applyEvents(replayed.approvedBot('2', botData({ ...plain, name: 'Musician' })));
    await store.promoteShadow();
    expect(names(await store.listBots({ search: 'musi', limit: 5, offset: 0 }))).toEqual([
      'Musician',
    ]);
    await store.close();
  });
});

describe('SqliteFtsTerms: which FTS5 term each word becomes', () => {
  const db = new Database(':memory:');
  db.exec(`CREATE VIRTUAL TABLE f USING fts5(a, content='', contentless_delete=1, prefix='2 3')`);
  const insert = db.prepare('INSERT INTO f (rowid, a) VALUES (?, ?)');
  for (const [index, name] of botNames.entries()) insert.run(index + 1, name);
  const terms = new SqliteFtsTerms(new StatementCache(db), 'f');
  afterAll(() => db.close());

  it.each([
    ['a word of one character is a whole term', ['a'], ['"a"']],
    ['a prefix as long as an indexed prefix reads that index', ['mu', 'mus'], ['"mu"*', '"mus"*']],
    [
      'a longer word is the OR of the terms it starts',
      ['musi'],
      ['("music" OR "musical" OR "musician")'],
    ],
    ['or the one term it starts', ['musici'], ['"musician"']],
    ['a word starting too many terms stays a prefix query', ['item'], ['"item"*']],
    ['a word the tokenizer would fold stays a prefix query', ['müsi'], ['"müsi"*']],
  ])('%s', (_, words, expected) => {
    expect(terms.termsOf(words)).toEqual(expected);
  });

  it('a word that starts no term leaves nothing to match, until a bot brings one', () => {
    expect(terms.termsOf(['music', 'zzzz'])).toBeNull();
    insert.run(100, 'Zzzzap');
    expect(terms.termsOf(['zzzz'])).toEqual(['"zzzzap"']);
  });
});
