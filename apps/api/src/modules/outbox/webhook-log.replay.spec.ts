import { botVoteStream, webhookDeliveryStream, type WebhookDeliveryView } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';
import { eventually, useVoteReceivers } from '@api/testing/webhooks/vote-receiver';

const SECRET = 'receiver-secret-0123456789';
const VOTER = { id: '565656565656565656', name: 'voter#0002', roles: [], isStaff: false };

/**
 * A delivery that succeeded keeps one event (WebhookDeliveryCompleted): the dashboard's rows
 * rebuilt from that log must be the rows built live while the request and attempts were there,
 * and Redeliver must still find the payload.
 */
describe('webhook deliveries in a truncated log', () => {
  const { api, client } = useDirectory({
    WEBHOOK_RETRY_DELAYS: '150ms,150ms',
    WEBHOOK_POLL_MS: '50',
  });
  const receiver = useVoteReceivers(SECRET);

  it('keeps one event per succeeded delivery, and a replay from 0 builds the same rows', async () => {
    const botId = await client.liveBot();
    const flaky = await receiver([500]);
    await client.configureWebhook(botId, DEVELOPER, { url: flaky.url, secret: SECRET });
    const deliveries = async () =>
      (
        await api.request<WebhookDeliveryView[]>('GET', `/api/bots/${botId}/webhook/deliveries`, {
          cookie: client.cookie(DEVELOPER),
        })
      ).body;
    const allSucceeded = (count: number) => (list: WebhookDeliveryView[]) =>
      list.length === count && list.every((delivery) => delivery.status === 'succeeded');

    await api.app
      .get(CommandExecutor)
      .record(
        botVoteStream(botId, VOTER.id),
        { type: 'VoteCast', data: { botId, userId: VOTER.id } },
        createCommandContext({ actor: VOTER, commandType: 'CastVote' }),
      );
    const [voted] = await eventually(deliveries, allSucceeded(1));
    const again = await api.request<{ deliveryId: string }>(
      'POST',
      `/api/bots/${botId}/webhook/deliveries/${voted!.deliveryId}/redeliver`,
      { cookie: client.cookie(DEVELOPER) },
    );
    expect(again.status).toBe(202);
    const live = await eventually(deliveries, allSucceeded(2));

    expect(live.map((delivery) => delivery.attempts.map((attempt) => attempt.statusCode))).toEqual([
      [200],
      [500, 200],
    ]);
    expect(flaky.accepted.map((sent) => sent.body['user'])).toEqual([VOTER.id, VOTER.id]);
    const log = api.app.get<EventStore>(EVENT_STORE);
    for (const delivery of live) {
      const kept = await log.readStream(webhookDeliveryStream(delivery.deliveryId));
      expect(kept.map((event) => event.type)).toEqual(['WebhookDeliveryCompleted']);
    }

    const rebuilt = new SqliteReadStore({ path: ':memory:' });
    try {
      await rebuilt.applyEvents(await log.readAll());
      expect(await rebuilt.webhookDeliveries(botId, 10)).toEqual(live);
    } finally {
      await rebuilt.close();
    }
  }, 20_000);
});
