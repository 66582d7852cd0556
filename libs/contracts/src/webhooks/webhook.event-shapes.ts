import type { DirectoryEventOf } from '../common/directory-event';
import {
  anyString,
  boolean,
  integerFrom,
  nullable,
  oneOf,
  optional,
  safeInteger,
  shape,
  text,
  type Check,
} from '../common/shape-checks';
import type { VoteWebhookPayload, WEBHOOK_EVENT_VERSIONS } from './webhook.events';

type WebhookEventType = keyof typeof WEBHOOK_EVENT_VERSIONS;
type DataOf<T extends WebhookEventType> = DirectoryEventOf<T>['data'];

const payload = shape<VoteWebhookPayload>({
  bot: text,
  user: text,
  type: oneOf('upvote', 'test'),
  isWeekend: boolean,
  query: optional(anyString),
  votedAt: text,
});

const count = integerFrom(0, Number.MAX_SAFE_INTEGER);

/** The data of every webhook event type (checked by `checkEvent`). */
export const WEBHOOK_SHAPES: { [T in WebhookEventType]: Check } = {
  BotWebhookConfigured: shape<DataOf<'BotWebhookConfigured'>>({
    botId: safeInteger,
    url: text,
    secret: text,
  }),
  BotWebhookRemoved: shape<DataOf<'BotWebhookRemoved'>>({ botId: safeInteger }),
  WebhookDeliveryRequested: shape<DataOf<'WebhookDeliveryRequested'>>({
    deliveryId: text,
    botId: safeInteger,
    channel: oneOf('vote-webhook'),
    payload,
    redeliveryOf: optional(text),
  }),
  WebhookDeliveryAttemptStarted: shape<DataOf<'WebhookDeliveryAttemptStarted'>>({
    deliveryId: text,
    attempt: integerFrom(1, 1000),
    leaseUntil: text,
  }),
  WebhookDeliveryAttempted: shape<DataOf<'WebhookDeliveryAttempted'>>({
    deliveryId: text,
    attempt: integerFrom(1, 1000),
    statusCode: nullable(integerFrom(100, 599)),
    latencyMs: count,
    error: optional(anyString),
    nextAttemptAt: nullable(text),
  }),
  WebhookDeliverySucceeded: shape<DataOf<'WebhookDeliverySucceeded'>>({
    deliveryId: text,
    attempts: count,
  }),
  WebhookDeliveryFailed: shape<DataOf<'WebhookDeliveryFailed'>>({
    deliveryId: text,
    attempts: count,
    reason: anyString,
  }),
};
