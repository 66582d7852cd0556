import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Database from 'better-sqlite3';
import type { RecordedEvent } from '@botdir/contracts';
import { botData, EventBuilder } from '../testing/event-builder';
import { SqliteReadStore } from './sqlite-read-store';

/** More public bots than one page of the replay's search fill (sqlite-shadow.ts). */
const BOTS = 1_100;
const NAMES = [
  'Café Radio',
  'Ωmega Guard',
  'Groovy Tunes',
  'Naïve Quiz',
  'Straße Mod',
  'Mod Helper',
];
const CATEGORIES = ['music', 'games', 'moderation', 'fun', 'utility'];

/** Bots published, edited, rated, voted for, featured, deleted, with stats, visits and webhooks. */
function mixedLog(): RecordedEvent[] {
  const given = new EventBuilder();
  const events: RecordedEvent[] = [];
  const bot = (id: number, edit = 0) =>
    botData({
      name: `${NAMES[(id + edit) % NAMES.length]} ${id}${edit ? ' v2' : ''}`,
      description: `Bot number ${id} plays ${CATEGORIES[id % 5]} and quizzes for word${id % 97}.`,
      categories: [CATEGORIES[id % 5]!, CATEGORIES[(id + edit + 2) % 5]!],
      tags: [`tag${id % 13}`, edit ? 'edited' : 'original'],
    });
  for (let id = 1; id <= BOTS; id += 1) events.push(...given.approvedBot(String(id), bot(id)));
  for (let id = 1; id <= BOTS; id += 1) {
    if (id % 5 === 0) events.push(given.edited(id, bot(id, 1)));
    if (id % 3 === 0) events.push(given.rated(id, `u${id % 7}`, 1 + (id % 5)));
    if (id % 2 === 0) events.push(given.voted(id, `u${id % 11}`));
    if (id % 11 === 0) events.push(given.featured(id));
    if (id % 17 === 0) events.push(given.deleted(id));
    if (id % 4 === 0) events.push(given.statsReported(id, { serverCount: id, shards: [id] }));
    if (id % 6 === 0) events.push(given.inviteClicked(id, `v${id % 9}`, '2025-01-02'));
    if (id % 8 === 0) events.push(given.pageViewed(id, `v${id % 9}`, '2025-01-02'));
    if (id % 50 === 0)
      events.push(given.webhookConfigured(id), given.slugAssigned(id, `bot-${id}`));
    if (id % 100 === 0) events.push(given.deliveryRequested(`d${id}`, id, 'u1'));
  }
  return events;
}

const rows = (file: string, sql: string, ...params: unknown[]) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
};

/** What digest() leaves out: search, spelling, category, slug and counter rows. */
function searchRows(file: string) {
  const words = rows(file, 'SELECT DISTINCT word FROM spelling_words ORDER BY word') as {
    word: string;
  }[];
  const terms = [...words.map((row) => row.word), 'quizzes', 'word5*', 'gr*', 'plays NOT games'];
  return {
    spelling: rows(file, 'SELECT * FROM spelling_words ORDER BY bucket, word, bot_id'),
    categories: rows(file, 'SELECT * FROM bot_categories ORDER BY category, id'),
    slugs: rows(file, 'SELECT * FROM bot_slugs ORDER BY slug, bot_id'),
    counters: rows(file, 'SELECT * FROM counters ORDER BY key'),
    fullText: terms.map((term) => [
      term,
      rows(file, 'SELECT rowid FROM bots_fts WHERE bots_fts MATCH ? ORDER BY rowid', term),
    ]),
  };
}

describe('SQLite rebuild against the live path', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-rebuild-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('builds the same read models, search rows included, from a mixed log', async () => {
    const events = mixedLog();
    const liveFile = path.join(dir, 'live.sqlite');
    const rebuiltFile = path.join(dir, 'rebuilt.sqlite');
    const live = new SqliteReadStore({ path: liveFile });
    const rebuilt = new SqliteReadStore({ path: rebuiltFile });
    try {
      for (let at = 0; at < events.length; at += 200) {
        await live.applyEvents(events.slice(at, at + 200));
      }
      await rebuilt.applyEvents(events.slice(0, 100));
      const shadow = await rebuilt.openShadow();
      for (let at = 0; at < events.length; at += 5000) {
        await shadow.applyEvents(events.slice(at, at + 5000));
      }
      await rebuilt.promoteShadow();
      await shadow.close();

      expect(await rebuilt.digest()).toBe(await live.digest());
      const search = { search: 'radio', limit: 50, offset: 0 };
      expect(await rebuilt.listBots(search)).toEqual(await live.listBots(search));
      expect(await rebuilt.categories()).toEqual(await live.categories());
    } finally {
      await live.close();
      await rebuilt.close();
    }
    const expected = searchRows(liveFile);
    expect(expected.spelling.length).toBeGreaterThan(BOTS);
    expect(searchRows(rebuiltFile)).toEqual(expected);
    // The replay's larger full-text buffer is not left on the live table.
    const hashSize = rows(rebuiltFile, "SELECT v FROM bots_fts_config WHERE k = 'hashsize'");
    expect(hashSize).toEqual([{ v: 1024 * 1024 }]);
  });
});
