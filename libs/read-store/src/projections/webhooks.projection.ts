import {
  assertNever,
  type DirectoryEventOf,
  type RecordedEvent,
  type WebhookView,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** A bot's webhook as its owner sees it. The secret stays in the event: never in a read model. */
export type WebhookDoc = WebhookView;

type FoldedEvent = RecordedEvent<DirectoryEventOf<'BotWebhookConfigured' | 'BotWebhookRemoved'>>;

function evolveWebhook(_doc: WebhookDoc | null, event: FoldedEvent): WebhookDoc | null {
  switch (event.type) {
    case 'BotWebhookConfigured':
      return {
        botId: event.data.botId,
        url: event.data.url,
        configuredAt: event.metadata.occurredAt,
      };
    case 'BotWebhookRemoved':
      return null;
    default:
      return assertNever(event);
  }
}

export const webhooksProjection = defineProjection<
  WebhookDoc,
  'BotWebhookConfigured' | 'BotWebhookRemoved'
>({
  name: 'webhooks',
  eventTypes: ['BotWebhookConfigured', 'BotWebhookRemoved'],
  keyOf: (event) => String(event.data.botId),
  evolve: evolveWebhook,
});
