import { randomUUID } from 'node:crypto';
import { botStatsDaysStream, botStatsStream } from '@botdir/contracts';
import type { EventStore } from '@botdir/event-store';
import { DEVELOPER, TestApp } from '@api/testing/test-app';
import { DirectoryClient } from '@api/testing/directory-client';

const DAY_MS = 86_400_000;
const dayBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A post keeps the stats stream to itself; the days it drops go to the days stream first. */
describe('a stats post truncates the stats stream', () => {
  let api: TestApp;
  let store: EventStore;
  let developer: string;
  let botId: number;
  let token: string;

  beforeAll(async () => {
    api = await TestApp.start({}, { wrapEventStore: (inner) => (store = inner) });
    developer = await api.login(DEVELOPER);
    botId = await (await DirectoryClient.start(api)).liveBot();
    token = (
      await api.request<{ token: string }>('POST', `/api/bots/${botId}/token`, {
        cookie: developer,
      })
    ).body.token;
  });
  afterAll(() => api.stop());

  /** Posts from before truncation: the stream held every one. */
  const earlierPost = (serverCount: number, occurredAt: string) => ({
    id: randomUUID(),
    type: 'BotStatsReported',
    data: { botId, serverCount, shardCount: 0, shards: [], userCount: null },
    metadata: {
      actor: { id: `bot:${botId}`, name: `Bot ${botId}`, roles: [] },
      correlationId: randomUUID(),
      causationId: randomUUID(),
      commandId: randomUUID(),
      occurredAt,
      schemaVersion: 2,
    },
  });

  it('keeps the latest post, each earlier day as BotStatsDayClosed, and the same answers', async () => {
    const earlier = [earlierPost(3, dayBefore(2)), earlierPost(5, dayBefore(2))];
    earlier.push(earlierPost(8, dayBefore(1)));
    await store.appendToStream(botStatsStream(botId), earlier, 'no_stream');

    const posted = await api.request<{ server_count: number }>('POST', `/api/bots/${botId}/stats`, {
      body: { server_count: 12 },
      headers: { Authorization: token },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.server_count).toBe(12);

    const stats = await store.readStream(botStatsStream(botId));
    expect(stats.map((event) => [event.revision, event.data])).toEqual([
      [3, expect.objectContaining({ serverCount: 12 })],
    ]);
    const days = await store.readStream(botStatsDaysStream(botId));
    expect(days.map((event) => [event.type, event.data])).toEqual([
      ['BotStatsDayClosed', { botId, day: dayBefore(2).slice(0, 10), serverCount: 5 }],
      ['BotStatsDayClosed', { botId, day: dayBefore(1).slice(0, 10), serverCount: 8 }],
    ]);

    const read = await api.request<{ server_count: number }>('GET', `/api/bots/${botId}/stats`);
    expect(read.body.server_count).toBe(12);
    const analytics = await api.request<{ series: { serverCount: number | null }[] }>(
      'GET',
      `/api/user/bots/${botId}/analytics?days=30`,
      { cookie: developer },
    );
    expect(analytics.body.series.slice(-3).map((day) => day.serverCount)).toEqual([5, 8, 12]);
  });
});
