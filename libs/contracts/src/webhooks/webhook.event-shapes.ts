import type { DirectoryEventOf } from '../common/directory-event';
import {
  anyString,
  boolean,
  integerFrom,
  listOf,
  nullable,
  oneOf,
  optional,
  safeInteger,
  shape,
  text,
  type Check,
} from '../common/shape-checks';
import type { DiscordEmbed, DiscordNotificationPayload } from './discord-message';
import type {
  DeliveryAttemptRecord,
  DeliveryTarget,
  VoteWebhookPayload,
  WEBHOOK_EVENT_VERSIONS,
} from './webhook.events';

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

const embed = shape<DiscordEmbed>({
  title: anyString,
  description: anyString,
  url: optional(anyString),
  color: integerFrom(0, 0xffffff),
  timestamp: text,
});

const discordPayload = shape<DiscordNotificationPayload>({
  username: text,
  content: optional(anyString),
  embeds: listOf(embed),
  allowed_mentions: shape<DiscordNotificationPayload['allowed_mentions']>({
    parse: listOf(anyString),
  }),
});

type DiscordTarget = Extract<DeliveryTarget, { channel: 'discord-notification' }>;
const voteRequest = shape<DataOf<'WebhookDeliveryRequested'> & { channel: 'vote-webhook' }>({
  deliveryId: text,
  botId: safeInteger,
  channel: oneOf('vote-webhook'),
  payload,
  redeliveryOf: optional(text),
});
const notificationRequest = shape<{ deliveryId: string; botId: number } & DiscordTarget>({
  deliveryId: text,
  botId: safeInteger,
  channel: oneOf('discord-notification'),
  userId: text,
  notificationId: nullable(text),
  payload: discordPayload,
});

/** A delivery request is checked by its channel's shape. */
const deliveryRequest: Check = (value) =>
  typeof value === 'object' &&
  value !== null &&
  (value as { channel?: unknown }).channel === 'discord-notification'
    ? notificationRequest(value)
    : voteRequest(value);

const count = integerFrom(0, Number.MAX_SAFE_INTEGER);

const attemptRecord = shape<DeliveryAttemptRecord>({
  attempt: integerFrom(1, 1000),
  statusCode: nullable(integerFrom(100, 599)),
  latencyMs: count,
  error: nullable(anyString),
  at: text,
});
const completion = shape<Omit<DataOf<'WebhookDeliveryCompleted'>, keyof DeliveryTarget>>({
  deliveryId: text,
  botId: safeInteger,
  redeliveryOf: optional(text),
  requestedAt: text,
  requestPosition: count,
  attempts: listOf(attemptRecord),
});

/** A completed delivery holds its request (checked by channel) and its attempts. */
const completedDelivery: Check = (value) => deliveryRequest(value) ?? completion(value);

/** The data of every webhook event type (checked by `checkEvent`). */
export const WEBHOOK_SHAPES: { [T in WebhookEventType]: Check } = {
  BotWebhookConfigured: shape<DataOf<'BotWebhookConfigured'>>({
    botId: safeInteger,
    url: text,
    secret: text,
  }),
  BotWebhookRemoved: shape<DataOf<'BotWebhookRemoved'>>({ botId: safeInteger }),
  NotificationWebhookConfigured: shape<DataOf<'NotificationWebhookConfigured'>>({
    userId: text,
    url: text,
  }),
  NotificationWebhookRemoved: shape<DataOf<'NotificationWebhookRemoved'>>({ userId: text }),
  WebhookDeliveryRequested: deliveryRequest,
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
  WebhookDeliveryCompleted: completedDelivery,
  WebhookDeliveryFailed: shape<DataOf<'WebhookDeliveryFailed'>>({
    deliveryId: text,
    attempts: count,
    reason: anyString,
  }),
};
