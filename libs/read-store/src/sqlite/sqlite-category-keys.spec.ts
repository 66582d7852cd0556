import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Database from 'better-sqlite3';
import type { RecordedEvent } from '@botdir/contracts';
import { botData, EventBuilder } from '../testing/event-builder';
import { ratingScore, UNRATED_SCORE } from '../projections/rating-score';
import { SqliteReadStore } from './sqlite-read-store';
import { CATEGORY_COPIED_COLUMNS } from './sqlite-sort-keys';

const COLUMNS = CATEGORY_COPIED_COLUMNS.join(', ');

/** Every category row, and what the bot row it copies holds in the same columns. */
function categoryRows(file: string): { copied: unknown[]; source: unknown[] } {
  const db = new Database(file, { readonly: true });
  try {
    const order = 'ORDER BY c.category, c.id';
    const copied = db.prepare(`SELECT c.category, c.id, ${COLUMNS} FROM bot_categories c ${order}`);
    const fromBots = CATEGORY_COPIED_COLUMNS.map((column) => `b.${column}`).join(', ');
    const source = db.prepare(
      `SELECT c.category, c.id, ${fromBots} FROM bot_categories c JOIN bots b ON b.id = c.id ${order}`,
    );
    return { copied: copied.all(), source: source.all() };
  } finally {
    db.close();
  }
}

/** Bots in two categories whose every sort key moves after they are listed. */
function history(): RecordedEvent[] {
  const given = new EventBuilder();
  const events: RecordedEvent[] = [];
  for (let id = 1; id <= 4; id += 1) {
    events.push(...given.approvedBot(String(id), botData({ categories: ['music', 'games'] })));
  }
  events.push(
    given.rated(1, 'u1', 5),
    given.rated(2, 'u2', 2),
    given.statsReported(3, { serverCount: 1200 }),
    given.voted(4, 'u3'),
    given.featured(2),
    given.edited(3, botData({ name: 'Renamed', categories: ['music', 'games'] })),
    given.rated(3, 'u1', 4),
  );
  return events;
}

describe('SQLite category rows carry the sort keys of their bot', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-store-category-keys-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('after live updates (ratings, stats, votes, featured, edits) and after a rebuild', async () => {
    const live = path.join(dir, 'live.sqlite');
    const rebuilt = path.join(dir, 'rebuilt.sqlite');
    const liveStore = new SqliteReadStore({ path: live });
    const rebuiltStore = new SqliteReadStore({ path: rebuilt });
    try {
      for (const event of history()) await liveStore.applyEvents([event]);
      const shadow = await rebuiltStore.openShadow();
      await shadow.applyEvents(history());
      await rebuiltStore.promoteShadow();
    } finally {
      await liveStore.close();
      await rebuiltStore.close();
    }

    const liveRows = categoryRows(live);
    expect(liveRows.copied).toHaveLength(8);
    expect(liveRows.copied).toEqual(liveRows.source);
    expect(categoryRows(rebuilt).copied).toEqual(liveRows.copied);
    // The moves are in the copies: a rating, a server count, a vote and the featured flag.
    const music = (liveRows.copied as Record<string, unknown>[]).filter(
      (row) => row['category'] === 'music',
    );
    const keys = music.map((row) => [row['rating_score'], row['server_count'], row['is_featured']]);
    expect(keys).toEqual([
      [ratingScore(5, 1), 0, 0],
      [ratingScore(2, 1), 0, 1],
      [ratingScore(4, 1), 1200, 0],
      [UNRATED_SCORE, 0, 0],
    ]);
    expect(music[3]?.['monthly_votes']).toBe(1);
  });

  it('a replay of the ratings alone brings the category rows to the new ratings', async () => {
    const file = path.join(dir, 'read.sqlite');
    const store = new SqliteReadStore({ path: file });
    try {
      const events = history();
      await store.applyEvents(events);
      const shadow = await store.openShadow(['ratings']);
      await shadow.applyEvents(events.filter((event) => event.type !== 'BotRated'));
      await store.promoteShadow(['ratings']);
    } finally {
      await store.close();
    }
    const rows = categoryRows(file);
    expect(rows.copied).toEqual(rows.source);
    const scores = (rows.copied as { rating_score: number }[]).map((row) => row.rating_score);
    expect(scores.every((score) => score === UNRATED_SCORE)).toBe(true);
  });
});
