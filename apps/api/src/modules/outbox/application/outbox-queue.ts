import type { WebhookDeliveryView } from '@botdir/contracts';

/** Where due deliveries go: run here (embedded) or onto the BullMQ queue (Redis topology). */
export interface OutboxQueue {
  /** A delivery's next attempt is due at `dueAt`; `key` names that attempt (deduplication). */
  schedule(deliveryId: string, key: string, dueAt: string): Promise<void>;
}

export const OUTBOX_QUEUE = Symbol('OUTBOX_QUEUE');

/** Names the attempt a delivery waits for, so one attempt is queued once. */
export const attemptKey = (view: Pick<WebhookDeliveryView, 'status' | 'attempts'>): string =>
  `${view.attempts.length}${view.status === 'sending' ? '-claimed' : ''}`;

export const DUE_BATCH = 50;
