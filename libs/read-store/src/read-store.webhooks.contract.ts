import type { ReadStore } from './read-store.port';
import { EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

/** A bot's webhook and the outbox's deliveries: what the dashboard lists and what is due. */
export function describeWebhooksContract(context: Context): void {
  describe('webhooks and their deliveries', () => {
    it('shows the webhook without its secret, and forgets it when removed', async () => {
      const { store, given } = context();
      await store.applyEvents([given.webhookConfigured(7, 'https://a.example/hook')]);
      const webhook = await store.getWebhook(7);
      expect(webhook).toEqual({
        botId: 7,
        url: 'https://a.example/hook',
        configuredAt: given.now(),
      });
      expect(JSON.stringify(webhook)).not.toContain('secret');
      await store.applyEvents([given.webhookRemoved(7)]);
      expect(await store.getWebhook(7)).toBeNull();
    });

    it('shows a user’s Discord notification webhook masked, and forgets it when removed', async () => {
      const { store, given } = context();
      const url = 'https://discord.com/api/webhooks/123456789012345678/secret-token-wxyz';
      await store.applyEvents([given.notificationWebhookConfigured('u7', url)]);
      const webhook = await store.getNotificationWebhook('u7');
      expect(webhook).toEqual({
        maskedUrl: 'https://discord.com/api/webhooks/123456789012345678/…wxyz',
        configuredAt: given.now(),
      });
      expect(JSON.stringify(webhook)).not.toContain('secret-token');
      expect(await store.getNotificationWebhook('u8')).toBeNull();
      await store.applyEvents([given.notificationWebhookRemoved('u7')]);
      expect(await store.getNotificationWebhook('u7')).toBeNull();
    });

    it('keeps notification deliveries out of a bot’s vote deliveries, but due for the outbox', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.deliveryRequested('vote', 7, 'u1'),
        given.notificationDeliveryRequested('note', 7, 'owner', 'n1'),
      ]);
      expect((await store.webhookDeliveries(7, 10)).map((d) => d.deliveryId)).toEqual(['vote']);
      const due = await store.dueWebhookDeliveries('2100-01-01T00:00:00.000Z', 10);
      expect(due.find((d) => d.deliveryId === 'note')).toMatchObject({
        channel: 'discord-notification',
        type: 'notification',
        userId: 'owner',
        status: 'pending',
      });
      expect(await store.openWebhookDeliveries()).toBe(2);
    });

    it('lists a bot’s deliveries newest first with every attempt', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.deliveryRequested('d1', 7, 'u1'),
        given.attemptStarted('d1', 1),
        given.attempted('d1', 1, 500),
        given.attemptStarted('d1', 2),
        given.attempted('d1', 2, 200, false),
        given.deliverySucceeded('d1', 2),
        given.deliveryRequested('d2', 7, 'u2'),
        given.deliveryRequested('d3', 8, 'u3'),
      ]);
      const listed = await store.webhookDeliveries(7, 10);
      expect(listed.map((delivery) => [delivery.deliveryId, delivery.status])).toEqual([
        ['d2', 'pending'],
        ['d1', 'succeeded'],
      ]);
      expect(listed[1]).toMatchObject({
        type: 'upvote',
        userId: 'u1',
        nextAttemptAt: null,
        attempts: [
          { attempt: 1, statusCode: 500, latencyMs: 12, error: null },
          { attempt: 2, statusCode: 200, latencyMs: 12, error: null },
        ],
      });
      expect(await store.webhookDeliveries(7, 1)).toHaveLength(1);
      expect(await store.openWebhookDeliveries()).toBe(2);
    });

    it('answers the due deliveries: pending ones due now and sending ones past their claim', async () => {
      const { store, given } = context();
      const first = given.deliveryRequested('due', 1, 'u1');
      await store.applyEvents([
        first,
        given.deliveryRequested('retry-later', 1, 'u2'),
        given.attemptStarted('retry-later', 1),
        given.attempted('retry-later', 1, 503),
        given.deliveryRequested('claimed', 1, 'u3'),
        given.attemptStarted('claimed', 1),
        given.deliveryRequested('failed', 1, 'u4'),
        given.deliveryFailed('failed', 6),
      ]);
      const due = async (at: string) =>
        (await store.dueWebhookDeliveries(at, 10)).map((delivery) => delivery.deliveryId);
      expect(await due(first.metadata.occurredAt)).toEqual(['due']);
      const later = new Date(Date.parse(given.now()) + 10 * 60_000).toISOString();
      expect(await due(later)).toEqual(['due', 'retry-later', 'claimed']);
      const failed = (await store.webhookDeliveries(1, 10)).find((d) => d.deliveryId === 'failed');
      expect(failed).toMatchObject({ status: 'failed', failureReason: 'every retry failed' });
      expect(await store.openWebhookDeliveries()).toBe(3);
    });
  });
}
