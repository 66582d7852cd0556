import { userNotificationsStream, type NotificationWebhookView } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER } from '@api/testing/test-app';
import { DeliveryRunner } from '@api/modules/outbox/outbox.ports';
import { NotificationDeliveryReaction } from './reactions/notification-delivery.reaction';
import { DiscordReceiver } from '@api/testing/webhooks/discord-receiver';
import { eventually } from '@api/testing/webhooks/vote-receiver';

const ROUTE = '/api/user/notification-webhook';

describe('Discord notification webhooks over HTTP (embedded outbox)', () => {
  const { api, client } = useDirectory({
    WEBHOOK_RETRY_DELAYS: '150ms,150ms',
    WEBHOOK_POLL_MS: '50',
  });
  let developer: string;
  const receivers: DiscordReceiver[] = [];

  beforeAll(() => {
    developer = client.cookie(DEVELOPER);
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
  });

  const receiver = async (script: number[] = []) => {
    const started = await DiscordReceiver.start(script);
    receivers.push(started);
    return started;
  };
  const setUrl = (url: unknown, cookie = developer) =>
    api.request<NotificationWebhookView>('PUT', ROUTE, { cookie, body: { url } });
  const shown = async () =>
    (
      await api.request<{ webhook: NotificationWebhookView | null }>('GET', ROUTE, {
        cookie: developer,
      })
    ).body.webhook;
  const reject = async (name: string, notes: string) => {
    const { body } = await client.submit(DEVELOPER, { name });
    const review = await client.reject(body.submissionId, notes);
    expect(review.status).toBe(200);
  };

  it('refuses anonymous callers with 401 and bad URLs with a plain 400', async () => {
    for (const [method, path] of [
      ['GET', ROUTE],
      ['PUT', ROUTE],
      ['DELETE', ROUTE],
      ['POST', `${ROUTE}/test`],
    ] as const) {
      const answer = await api.request(
        method,
        path,
        method === 'GET' ? {} : { body: { url: 'x' } },
      );
      expect([method, answer.status]).toEqual([method, 401]);
    }
    const foreign = await setUrl('https://example.com/api/webhooks/123456789012345678/abc');
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      statusCode: 400,
      code: 'NOTIFICATION_WEBHOOK.URL_REFUSED',
      message:
        'The Discord webhook URL is refused: it must be a Discord webhook URL such as https://discord.com/api/webhooks/….',
      fields: expect.any(Object),
    });
    const plain = await setUrl('http://discord.com/api/webhooks/123456789012345678/abc');
    expect(plain.body).toMatchObject({ code: 'NOTIFICATION_WEBHOOK.URL_REFUSED' });
    expect((await setUrl(42)).status).toBe(400);
    expect((await setUrl('not a url')).status).toBe(400);
    const none = await api.request('POST', `${ROUTE}/test`, { cookie: developer });
    expect(none.body).toMatchObject({
      statusCode: 404,
      code: 'NOTIFICATION_WEBHOOK.NOT_CONFIGURED',
    });
    const nothing = await api.request('DELETE', ROUTE, { cookie: developer });
    expect(nothing.status).toBe(404);
  });

  it('sets a Discord webhook, shows it masked, sends a test message and removes it', async () => {
    const discordUrl =
      'https://discord.com/api/webhooks/123456789012345678/super-secret-token-wxyz';
    const set = await setUrl(discordUrl);
    expect(set.status).toBe(200);
    expect(set.body.maskedUrl).toBe('https://discord.com/api/webhooks/123456789012345678/…wxyz');
    expect(JSON.stringify(await shown())).not.toContain('super-secret');

    const local = await receiver();
    expect((await setUrl(local.url)).status).toBe(200);
    expect((await shown())?.maskedUrl).toMatch(/\/api\/webhooks\/123456789012345678\/…abcd$/);
    const test = await api.request<{ deliveryId: string }>('POST', `${ROUTE}/test`, {
      cookie: developer,
    });
    expect(test.status).toBe(202);
    await eventually(
      async () => local.accepted.length,
      (count) => count === 1,
    );
    expect(local.accepted[0]?.body).toMatchObject({
      username: 'Bot Directory',
      allowed_mentions: { parse: [] },
      embeds: [expect.objectContaining({ title: 'Test notification from Bot Directory' })],
    });

    expect((await api.request('DELETE', ROUTE, { cookie: developer })).status).toBe(204);
    expect(await shown()).toBeNull();
  });

  it('delivers a rejection to the owner’s Discord once, retried after a 500, never twice', async () => {
    const discord = await receiver([500]);
    expect((await setUrl(discord.url)).status).toBe(200);
    await reject('Pinged Bot', 'Please add a support server @everyone');

    await eventually(
      async () => discord.accepted.length,
      (count) => count === 1,
    );
    expect(discord.received.map((message) => message.answeredWith)).toEqual([500, 204]);
    const [message] = discord.accepted;
    expect(message?.body).toEqual({
      username: 'Bot Directory',
      embeds: [
        {
          title: 'Pinged Bot was rejected',
          description: 'Please add a support server @everyone',
          color: 0xed4245,
          timestamp: expect.any(String),
        },
      ],
      allowed_mentions: { parse: [] },
    });
    expect(message?.headers['content-type']).toBe('application/json');
    const [firstTry, retry] = discord.received.map((sent) => sent.headers['x-delivery-id']);
    expect(firstTry).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(firstTry);

    // The log seen again (a replay, a second replica): no second request, no second send.
    const store = api.app.get<EventStore>(EVENT_STORE);
    const raised = await store.readStream(userNotificationsStream(DEVELOPER.id));
    await api.app.get(NotificationDeliveryReaction).reaction.react(raised);
    const deliveries = (await store.readAll()).filter(
      (event) =>
        event.type === 'WebhookDeliveryRequested' && event.data.channel === 'discord-notification',
    );
    const runner = api.app.get(DeliveryRunner);
    for (const delivery of deliveries) {
      if (delivery.type === 'WebhookDeliveryRequested') await runner.run(delivery.data.deliveryId);
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(discord.accepted).toHaveLength(1);
  });

  it('sends nothing for notifications raised while no webhook was set', async () => {
    const discord = await receiver();
    expect((await api.request('DELETE', ROUTE, { cookie: developer })).status).toBe(204);
    await reject('Quiet Bot', 'No');
    expect((await setUrl(discord.url)).status).toBe(200);
    await reject('Loud Bot', 'Yes');
    await eventually(
      async () => discord.accepted.length,
      (count) => count === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(
      discord.accepted.map((m) => (m.body['embeds'] as { title: string }[])[0]?.title),
    ).toEqual(['Loud Bot was rejected']);
  });
});
