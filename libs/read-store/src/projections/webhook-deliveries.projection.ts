import {
  assertNever,
  type DirectoryEventOf,
  type RecordedEvent,
  type WebhookDeliveryEvent,
  type WebhookDeliveryView,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/**
 * One outbox delivery: the dashboard's list, and the embedded outbox's queue (pending and sending
 * deliveries with `nextAttemptAt`). `sequence` (the request's position) orders lists.
 */
export interface WebhookDeliveryDoc extends WebhookDeliveryView {
  sequence: number;
}

type DeliveryEventType = WebhookDeliveryEvent['type'];
type FoldedEvent = RecordedEvent<DirectoryEventOf<DeliveryEventType>>;

const DELIVERY_EVENT_TYPES: DeliveryEventType[] = [
  'WebhookDeliveryRequested',
  'WebhookDeliveryAttemptStarted',
  'WebhookDeliveryAttempted',
  'WebhookDeliverySucceeded',
  'WebhookDeliveryCompleted',
  'WebhookDeliveryFailed',
];

/** The row a completed delivery leaves, whole from its one event: live and replayed alike. */
function completedRow(event: RecordedEvent<DirectoryEventOf<'WebhookDeliveryCompleted'>>) {
  const { data } = event;
  const vote = data.channel === 'vote-webhook';
  return {
    deliveryId: data.deliveryId,
    botId: data.botId,
    channel: data.channel,
    type: vote ? data.payload.type : data.notificationId === null ? 'test' : 'notification',
    userId: vote ? data.payload.user : data.userId,
    status: 'succeeded',
    attempts: data.attempts,
    nextAttemptAt: null,
    failureReason: null,
    redeliveryOf: data.redeliveryOf ?? null,
    requestedAt: data.requestedAt,
    updatedAt: event.metadata.occurredAt,
    sequence: data.requestPosition,
  } satisfies WebhookDeliveryDoc;
}

function evolveDelivery(
  doc: WebhookDeliveryDoc | null,
  event: FoldedEvent,
): WebhookDeliveryDoc | null {
  const at = event.metadata.occurredAt;
  if (event.type === 'WebhookDeliveryRequested') {
    const { data } = event;
    const vote = data.channel === 'vote-webhook';
    return {
      deliveryId: data.deliveryId,
      botId: data.botId,
      channel: data.channel,
      type: vote ? data.payload.type : data.notificationId === null ? 'test' : 'notification',
      userId: vote ? data.payload.user : data.userId,
      status: 'pending' as const,
      attempts: [],
      nextAttemptAt: at,
      failureReason: null,
      redeliveryOf: data.redeliveryOf ?? null,
      requestedAt: at,
      updatedAt: at,
      sequence: event.position,
    };
  }
  if (event.type === 'WebhookDeliveryCompleted') return completedRow(event);
  if (!doc) return null;
  const touched = { ...doc, updatedAt: at };
  switch (event.type) {
    case 'WebhookDeliveryAttemptStarted':
      return { ...touched, status: 'sending', nextAttemptAt: event.data.leaseUntil } as const;
    case 'WebhookDeliveryAttempted': {
      const { attempt, statusCode, latencyMs, error, nextAttemptAt } = event.data;
      const entry = { attempt, statusCode, latencyMs, error: error ?? null, at };
      const status = 'pending' as const;
      return { ...touched, status, attempts: [...doc.attempts, entry], nextAttemptAt };
    }
    case 'WebhookDeliverySucceeded':
      return { ...touched, status: 'succeeded', nextAttemptAt: null } as const;
    case 'WebhookDeliveryFailed':
      return {
        ...touched,
        status: 'failed',
        nextAttemptAt: null,
        failureReason: event.data.reason,
      } as const;
    default:
      return assertNever(event);
  }
}

export const webhookDeliveriesProjection = defineProjection<WebhookDeliveryDoc, DeliveryEventType>({
  name: 'webhook-deliveries',
  eventTypes: DELIVERY_EVENT_TYPES,
  keyOf: (event) => event.data.deliveryId,
  evolve: evolveDelivery,
});

/** Pending or being sent: what the outbox still has to finish. */
export const isOpenDelivery = (doc: WebhookDeliveryDoc): boolean =>
  doc.status === 'pending' || doc.status === 'sending';
