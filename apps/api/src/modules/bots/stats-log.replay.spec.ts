import { botStatsStream } from '@botdir/contracts';
import { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { approvedBotAppends } from '../../bench/synthetic-bots';
import { appendStatsPost } from '../../bench/stats-posts';

const BOT = 1;

/** The days in order, each with the server counts the bot posts that day. */
const POSTS: [string, number[]][] = [
  ['2025-03-01', [10, 20, 30]],
  ['2025-03-02', [40, 50]],
  ['2025-03-04', [60, 70]],
];

/**
 * The stats stream keeps only the latest post: a read model rebuilt from the log must be the one
 * built live while every post was still there (the bot's stats and each day's server count).
 */
describe('stats posts in a truncated log', () => {
  let store: SqliteEventStore;
  let live: SqliteReadStore;
  let liveAt = 0;

  beforeEach(async () => {
    store = new SqliteEventStore(':memory:');
    live = new SqliteReadStore({ path: ':memory:' });
    for (const append of approvedBotAppends(0, Date.parse('2025-03-01T00:00:00.000Z'))) {
      await store.appendToStream(append.streamId, append.events, append.expected);
    }
    await projectLive();
  });
  afterEach(async () => {
    await live.close();
    await store.close();
  });

  async function projectLive() {
    const events = await store.readAll({ after: liveAt });
    await live.applyEvents(events);
    liveAt = events.at(-1)?.position ?? liveAt;
  }

  async function post(serverCount: number, now: string) {
    await appendStatsPost(store, BOT, serverCount, now);
    await projectLive();
  }

  it('keeps one post on the stream, and a replay from 0 builds the same read models', async () => {
    for (const [day, counts] of POSTS) {
      for (const [index, count] of counts.entries()) {
        await post(count, `${day}T${String(10 + index).padStart(2, '0')}:00:00.000Z`);
      }
    }

    expect(await store.readStream(botStatsStream(BOT))).toHaveLength(1);
    const rebuilt = new SqliteReadStore({ path: ':memory:' });
    try {
      await rebuilt.applyEvents(await store.readAll());
      expect(await rebuilt.digest()).toBe(await live.digest());
      const series = await rebuilt.botAnalytics({ botId: BOT, today: '2025-03-04', days: 4 });
      expect(series.map((day) => day.serverCount)).toEqual([30, 50, 50, 70]);
      expect((await rebuilt.getBot(BOT))?.serverCount).toBe(70);
    } finally {
      await rebuilt.close();
    }
  });
});
