import type {
  Decider,
  DeliveryAttemptRecord,
  DeliveryTarget,
  RecordedAt,
  WebhookDeliveryEvent,
} from '@botdir/contracts';
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

type ActiveDelivery = Extract<DeliveryState, { deliveryId: string }>;

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
      /** What a completed delivery carries for its row: the request's time and position. */
      requestedAt: string;
      requestPosition: number;
      attemptLog: DeliveryAttemptRecord[];
    };

function evolve(
  state: DeliveryState,
  event: WebhookDeliveryEvent,
  recorded: RecordedAt,
): DeliveryState {
  if (event.type === 'WebhookDeliveryRequested') {
    const { deliveryId, botId, redeliveryOf, ...target } = event.data;
    return {
      status: 'pending',
      deliveryId,
      originalDeliveryId: redeliveryOf ?? deliveryId,
      botId,
      target,
      attempts: 0,
      dueAt: null,
      requestedAt: recorded.occurredAt,
      requestPosition: recorded.position ?? 0,
      attemptLog: [],
    };
  }
  if (event.type === 'WebhookDeliveryCompleted') {
    const { deliveryId, botId, redeliveryOf, requestedAt, requestPosition, attempts, ...target } =
      event.data;
    return {
      status: 'succeeded',
      deliveryId,
      originalDeliveryId: redeliveryOf ?? deliveryId,
      botId,
      target,
      attempts: attempts.length,
      dueAt: null,
      requestedAt,
      requestPosition,
      attemptLog: attempts,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'WebhookDeliveryAttemptStarted':
      return { ...state, status: 'sending', dueAt: event.data.leaseUntil };
    case 'WebhookDeliveryAttempted': {
      const { attempt, statusCode, latencyMs, error } = event.data;
      const entry = {
        attempt,
        statusCode,
        latencyMs,
        error: error ?? null,
        at: recorded.occurredAt,
      };
      return {
        ...state,
        status: 'pending',
        attempts: attempt,
        dueAt: event.data.nextAttemptAt,
        attemptLog: [...state.attemptLog, entry],
      };
    }
    case 'WebhookDeliverySucceeded':
      return { ...state, status: 'succeeded', dueAt: null };
    case 'WebhookDeliveryFailed':
      return { ...state, status: 'failed', dueAt: null };
  }
}

/** A receiver's answer that completes the delivery. */
export const isSuccessStatus = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

/** The one event a successful delivery keeps: its request, every attempt, where its row sorts. */
function completed(state: ActiveDelivery, last: DeliveryAttemptRecord): WebhookDeliveryEvent {
  const { deliveryId, botId, originalDeliveryId, target, requestedAt, requestPosition } = state;
  const redelivery = originalDeliveryId !== deliveryId ? { redeliveryOf: originalDeliveryId } : {};
  return {
    type: 'WebhookDeliveryCompleted',
    data: {
      deliveryId,
      botId,
      ...redelivery,
      ...target,
      requestedAt,
      requestPosition,
      attempts: [...state.attemptLog, last],
    },
  };
}

/**
 * The outcome of attempt `attempt`: completed (one event, see WebhookDeliveryCompleted), or the
 * attempt, then a retry or giving up.
 */
function outcome(
  state: ActiveDelivery,
  command: Omit<RecordAttempt, 'type'>,
): WebhookDeliveryEvent[] {
  const { attempt, statusCode, latencyMs, error, now, retryDelaysMs } = command;
  const { deliveryId } = state;
  const succeeded = isSuccessStatus(statusCode);
  if (succeeded) return [completed(state, { attempt, statusCode, latencyMs, error, at: now })];
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
