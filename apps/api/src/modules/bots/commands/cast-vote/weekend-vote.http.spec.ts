import type { BotView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER } from '@api/testing/test-app';
import { eventually, useVoteReceivers } from '@api/testing/webhooks/vote-receiver';
import { runDateFrom } from '@api/testing/running-date';

const SECRET = 'receiver-secret-0123456789';
const FRIDAY_NIGHT = '2026-11-20T23:58:00.000Z';
const SATURDAY = '2026-11-21T00:01:00.000Z';

/** Weekend votes count double: totals, the month, trending, and the webhook's `isWeekend`. */
describe('a vote cast on a Saturday (UTC)', () => {
  runDateFrom(FRIDAY_NIGHT);
  afterAll(() => jest.useRealTimers());
  const { api, client } = useDirectory({ WEBHOOK_POLL_MS: '50' });
  const receiver = useVoteReceivers(SECRET);

  it('counts double and tells the webhook isWeekend; Friday 23:58 UTC counts once', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Weekend Bot' });
    const endpoint = await receiver();
    await client.configureWebhook(botId, DEVELOPER, { url: endpoint.url, secret: SECRET });

    expect((await client.vote(botId, REVIEWER)).status).toBe(201);
    runDateFrom(SATURDAY);
    const saturday = await client.vote(botId, OTHER_DEVELOPER);
    expect(saturday.status).toBe(201);
    // The cooldown is unchanged: 12 hours, weekend or not.
    const again = await client.vote(botId, OTHER_DEVELOPER);
    expect(again.status).toBe(429);
    expect(again.body.retryAfter).toBeGreaterThan(12 * 3600 - 60);

    await api.settled();
    const bot = (await api.request<BotView>('GET', `/api/bots/${botId}`)).body;
    expect(bot).toMatchObject({ voteCount: 3, monthlyVoteCount: 3, votesMonth: '2026-11' });
    const trending = await api.request<BotView[]>('GET', '/api/bots/trending?by=votes');
    expect(trending.body.find((listed) => listed.id === botId)?.trendingScore).toBe(3);

    await eventually(
      async () => endpoint.accepted,
      (accepted) => accepted.length === 2,
    );
    const weekend = Object.fromEntries(
      endpoint.accepted.map((vote) => [vote.body['user'], vote.body['isWeekend']]),
    );
    expect(weekend).toEqual({ [REVIEWER.id]: false, [OTHER_DEVELOPER.id]: true });
  });
});
