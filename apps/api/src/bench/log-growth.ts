import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteEventStore, type StreamAppend } from '@botdir/event-store';
import { appendDeliveries, CAPACITY_DAY, visitAppends, voteAppends } from './capacity-mix';
import { appendStatsPost } from './stats-posts';

/** The capacity plan's day (docs/capacity.md), divided by SCALE. */
const SCALE = Number(process.env.BENCH_LOG_SCALE ?? 1000);
const DAY = CAPACITY_DAY;
const TMP = process.env.BENCH_TMP ?? os.tmpdir();
const DAY_ONE = Date.parse('2026-11-01T00:00:00.000Z');
const DAY_MS = 86_400_000;

/** The log's clock: the simulated time of the append being written (the retry window runs on it). */
let clockNow = DAY_ONE;

const scaled = (count: number) => Math.max(1, Math.round(count / SCALE));

interface Phase {
  name: string;
  events: number;
  bytes: number;
}

/** Bytes of the log's pages in use (tables and indexes, page slack included). */
function usedBytes(file: string): number {
  const db = new Database(file);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
    const row = db.prepare('SELECT SUM(pgsize) AS bytes FROM dbstat').get() as { bytes: number };
    return row.bytes;
  } finally {
    db.close();
  }
}

const votes = (at: number) => voteAppends(scaled(DAY.votes), at);
const visits = (type: 'PageViewed' | 'InviteClicked', count: number, at: number) =>
  visitAppends(type, scaled(count), at);

/** One day of stats posts: each bot posts its share, spread over the day. */
async function statsDay(store: SqliteEventStore, day: number, truncate: boolean, firstBot = 1) {
  const bots = scaled(DAY.postingBots);
  const posts = scaled(DAY.statsPosts);
  const perBot = Math.floor(posts / bots);
  const gap = Math.floor(DAY_MS / (perBot + 1));
  for (let post = 0; post < perBot; post += 1) {
    for (let bot = 0; bot < bots; bot += 1) {
      clockNow = DAY_ONE + day * DAY_MS + (post + 1) * gap + bot;
      const now = new Date(clockNow).toISOString();
      await appendStatsPost(store, firstBot + bot, 1_000 + post, now, { truncate });
    }
  }
  return perBot * bots;
}

async function measured(file: string, name: string, write: () => Promise<number>): Promise<Phase> {
  const before = usedBytes(file);
  const events = await write();
  return { name, events, bytes: usedBytes(file) - before };
}

const gb = (bytes: number) => ((bytes * SCALE) / 1e9).toFixed(2);

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(TMP, 'botdir-log-growth-'));
  const file = path.join(dir, 'events.sqlite');
  // The default retry window (24 hours): ids truncated on one day are dropped by the next day's
  // truncations, so a day measured after the first shows the steady growth.
  const store = new SqliteEventStore(file, {
    commitThread: false,
    clock: () => clockNow,
    retryWindowMs: DAY_MS,
  });
  const batch = async (appends: StreamAppend[], at = DAY_ONE + DAY_MS) => {
    clockNow = at;
    await store.appendBatch(appends);
    return appends.reduce((sum, append) => sum + append.events.length, 0);
  };
  /** Events written; the log keeps one per delivery. */
  const deliveryDay = (at: number) =>
    appendDeliveries(
      (appends) => {
        clockNow = at;
        return store.appendBatch(appends);
      },
      scaled(DAY.deliveries),
      at,
    );
  try {
    const dayTwo = DAY_ONE + DAY_MS;
    await statsDay(store, 0, true);
    await statsDay(store, 0, false, 1_000_000);
    // The first day of deliveries: its truncated ids are dropped by the second's truncations.
    await deliveryDay(DAY_ONE + DAY_MS / 2);
    const phases = [
      await measured(file, 'Stats posts, every post kept (before)', () =>
        statsDay(store, 1, false, 1_000_000),
      ),
      await measured(file, 'Stats posts, truncated + days closed (now)', () =>
        statsDay(store, 1, true),
      ),
      await measured(file, 'Votes (VoteCast)', () => batch(votes(dayTwo))),
      await measured(file, 'Webhook deliveries (3 events written, 1 kept)', () =>
        deliveryDay(dayTwo + DAY_MS / 2 + 1),
      ),
      await measured(file, 'Page views', () => batch(visits('PageViewed', DAY.pageViews, dayTwo))),
      await measured(file, 'Invite clicks', () =>
        batch(visits('InviteClicked', DAY.inviteClicks, dayTwo)),
      ),
    ];
    console.log(`Log growth at 1/${SCALE} of the capacity plan's day (SQLite, bytes in use)`);
    console.log(
      '| Stream family | Events a day (scaled) | Bytes per event written | GB a day at full load |',
    );
    console.log('|---|---|---|---|');
    for (const phase of phases) {
      const perEvent = Math.round(phase.bytes / phase.events);
      console.log(`| ${phase.name} | ${phase.events} | ${perEvent} | ${gb(phase.bytes)} |`);
    }
    const [before, now, ...rest] = phases as [Phase, Phase, ...Phase[]];
    const others = rest.reduce((sum, phase) => sum + phase.bytes, 0);
    console.log(`Total before: ${gb(before.bytes + others)} GB a day`);
    console.log(`Total now: ${gb(now.bytes + others)} GB a day`);
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
