import type { Decider, DeliveryTarget, WebhookDeliveryEvent } from '@botdir/contracts';
import { deliveryErrors } from './delivery.errors';
import { isDue, nextAttemptAt } from './retry-schedule';

export type RequestDelivery = {
  type: 'RequestDelivery';
  deliveryId: string;
  botId: number;
  redeliveryOf?: string;
} & DeliveryTarget;

/** Claim the next attempt, if it is due and nobody holds a live claim. */
export interface StartAttempt {
  type: 'StartAttempt';
  now: string;
  leaseUntil: string;
  retryDelaysMs: readonly number[];
  /** False when the target is gone (webhook removed): the delivery fails without sending. */
  targetExists: boolean;
}

/** What the receiver answered to the claimed attempt. */
export interface RecordAttempt {
  type: 'RecordAttempt';
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  now: string;
  retryDelaysMs: readonly number[];
}

export type DeliveryCommand = RequestDelivery | StartAttempt | RecordAttempt;

export type DeliveryState =
  | { status: 'none' }
  | {
      status: 'pending' | 'sending' | 'succeeded' | 'failed';
      deliveryId: string;
      /** What receivers see as `X-Delivery-Id`: for a redelivery, the first delivery's id. */
      originalDeliveryId: string;
      botId: number;
      /** The channel, its recipient and what is sent. */
      target: DeliveryTarget;
      attempts: number;
      /** Pending: when the next attempt is due; sending: when the claim runs out. */
      dueAt: string | null;
    };

function evolve(state: DeliveryState, event: WebhookDeliveryEvent): DeliveryState {
  if (event.type === 'WebhookDeliveryRequested') {
    const { deliveryId, botId, redeliveryOf, ...target } = event.data;
    const originalDeliveryId = redeliveryOf ?? deliveryId;
    return {
      status: 'pending',
      deliveryId,
      originalDeliveryId,
      botId,
      target,
      attempts: 0,
      dueAt: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'WebhookDeliveryAttemptStarted':
      return { ...state, status: 'sending', dueAt: event.data.leaseUntil };
    case 'WebhookDeliveryAttempted':
      return {
        ...state,
        status: 'pending',
        attempts: event.data.attempt,
        dueAt: event.data.nextAttemptAt,
      };
    case 'WebhookDeliverySucceeded':
      return { ...state, status: 'succeeded', dueAt: null };
    case 'WebhookDeliveryFailed':
      return { ...state, status: 'failed', dueAt: null };
  }
}

/** The outcome of attempt `attempt`: the attempt, then success, a retry, or giving up. */
function outcome(
  state: { deliveryId: string },
  command: Omit<RecordAttempt, 'type'>,
): WebhookDeliveryEvent[] {
  const { attempt, statusCode, latencyMs, error, now, retryDelaysMs } = command;
  const { deliveryId } = state;
  const succeeded = statusCode !== null && statusCode >= 200 && statusCode < 300;
  const next = succeeded ? null : nextAttemptAt(attempt, now, retryDelaysMs);
  const attempted: WebhookDeliveryEvent = {
    type: 'WebhookDeliveryAttempted',
    data: {
      deliveryId,
      attempt,
      statusCode,
      latencyMs,
      ...(error !== null ? { error } : {}),
      nextAttemptAt: next,
    },
  };
  if (succeeded) {
    return [
      attempted,
      { type: 'WebhookDeliverySucceeded', data: { deliveryId, attempts: attempt } },
    ];
  }
  if (next !== null) return [attempted];
  const reason = `gave up after ${attempt} attempts: ${error ?? `HTTP ${String(statusCode)}`}`;
  return [
    attempted,
    { type: 'WebhookDeliveryFailed', data: { deliveryId, attempts: attempt, reason } },
  ];
}

function startAttempt(state: DeliveryState, command: StartAttempt): WebhookDeliveryEvent[] {
  if (state.status !== 'pending' && state.status !== 'sending') return [];
  if (!isDue(state.dueAt ?? command.now, command.now)) return [];
  const { deliveryId, attempts } = state;
  if (state.status === 'sending') {
    // The claimed attempt never recorded an answer (its worker stopped): it counts as failed.
    const error = 'interrupted: no answer was recorded before the claim ran out';
    return outcome(state, {
      ...command,
      attempt: attempts + 1,
      statusCode: null,
      latencyMs: 0,
      error,
    });
  }
  if (!command.targetExists) {
    const reason = 'the webhook was removed';
    return [{ type: 'WebhookDeliveryFailed', data: { deliveryId, attempts, reason } }];
  }
  const attempt = attempts + 1;
  const { leaseUntil } = command;
  return [{ type: 'WebhookDeliveryAttemptStarted', data: { deliveryId, attempt, leaseUntil } }];
}

function decide(command: DeliveryCommand, state: DeliveryState): WebhookDeliveryEvent[] {
  switch (command.type) {
    case 'RequestDelivery': {
      // A redelivered cause finds its delivery already requested: nothing new.
      if (state.status !== 'none') return [];
      const { type: _type, redeliveryOf, ...request } = command;
      const data = { ...request, ...(redeliveryOf ? { redeliveryOf } : {}) };
      return [{ type: 'WebhookDeliveryRequested', data }];
    }
    case 'StartAttempt':
      return startAttempt(state, command);
    case 'RecordAttempt':
      if (state.status !== 'sending' || state.attempts + 1 !== command.attempt) {
        throw deliveryErrors.claimLost();
      }
      return outcome(state, command);
  }
}

/** Stream `webhook-delivery-{id}`: one outbox delivery, its claims and attempts. */
export const deliveryDecider: Decider<DeliveryState, DeliveryCommand, WebhookDeliveryEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};
