import type { WebhookDeliveryEvent } from '@botdir/contracts';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { deliveryDecider, type RecordAttempt, type StartAttempt } from './delivery.decider';

const spec = deciderSpec(deliveryDecider);
const T0 = '2025-01-01T00:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString();
const DELAYS = [30_000, 120_000];
const payload = { bot: '7', user: 'u1', type: 'upvote', isWeekend: false, votedAt: T0 } as const;

const requested: WebhookDeliveryEvent = {
  type: 'WebhookDeliveryRequested',
  data: { deliveryId: 'd1', botId: 7, channel: 'vote-webhook', payload },
};
const started = (attempt: number, leaseUntil: string): WebhookDeliveryEvent => ({
  type: 'WebhookDeliveryAttemptStarted',
  data: { deliveryId: 'd1', attempt, leaseUntil },
});
const attempted = (
  attempt: number,
  statusCode: number | null,
  nextAttemptAt: string | null,
  error?: string,
): WebhookDeliveryEvent => ({
  type: 'WebhookDeliveryAttempted',
  data: {
    deliveryId: 'd1',
    attempt,
    statusCode,
    latencyMs: 5,
    ...(error ? { error } : {}),
    nextAttemptAt,
  },
});
const start = (now: string, targetExists = true): StartAttempt => ({
  type: 'StartAttempt',
  now,
  leaseUntil: at(Date.parse(now) / 1000 - Date.parse(T0) / 1000 + 40),
  retryDelaysMs: DELAYS,
  targetExists,
});
const record = (attempt: number, statusCode: number | null, now: string): RecordAttempt => ({
  type: 'RecordAttempt',
  attempt,
  statusCode,
  latencyMs: 5,
  error: statusCode === null ? 'connect ECONNREFUSED' : null,
  now,
  retryDelaysMs: DELAYS,
});

describe('a webhook delivery', () => {
  it('is requested once: a redelivered cause appends nothing', () => {
    const request = { type: 'RequestDelivery', deliveryId: 'd1', botId: 7, payload } as const;
    spec
      .given([])
      .when({ ...request, channel: 'vote-webhook' })
      .then([requested]);
    spec
      .given([requested])
      .when({ ...request, channel: 'vote-webhook' })
      .then([]);
  });

  it('carries a notification to its recipient’s Discord on the same outbox, requested once', () => {
    const target = {
      channel: 'discord-notification',
      userId: 'owner',
      notificationId: 'n1',
      payload: { username: 'Bot Directory', embeds: [], allowed_mentions: { parse: [] } },
    } as const;
    const request = { type: 'RequestDelivery', deliveryId: 'd1', botId: 7, ...target } as const;
    const notification: WebhookDeliveryEvent = {
      type: 'WebhookDeliveryRequested',
      data: { deliveryId: 'd1', botId: 7, ...target },
    };
    spec.given([]).when(request).then([notification]);
    spec.given([notification]).when(request).then([]);
    spec
      .given([notification])
      .when(start(T0))
      .then([started(1, at(40))]);
    expect(spec.fold([notification])).toMatchObject({ status: 'pending', target });
  });

  it('claims the first attempt at once, and nobody else can claim it while the claim lives', () => {
    spec
      .given([requested])
      .when(start(T0))
      .then([started(1, at(40))]);
    spec
      .given([requested, started(1, at(40))])
      .when(start(at(10)))
      .then([]);
  });

  it('retries a failed attempt after the first delay, then gives up when the delays are spent', () => {
    spec
      .given([requested, started(1, at(40))])
      .when(record(1, 500, at(1)))
      .then([attempted(1, 500, at(31))]);
    spec
      .given([requested, started(1, at(40)), attempted(1, 500, at(31))])
      .when(start(at(20)))
      .then([]);
    const history = [
      requested,
      started(1, at(40)),
      attempted(1, 500, at(31)),
      started(2, at(80)),
      attempted(2, null, at(160), 'connect ECONNREFUSED'),
      started(3, at(200)),
    ];
    spec
      .given(history)
      .when(record(3, 502, at(165)))
      .then([
        attempted(3, 502, null),
        {
          type: 'WebhookDeliveryFailed',
          data: { deliveryId: 'd1', attempts: 3, reason: 'gave up after 3 attempts: HTTP 502' },
        },
      ]);
  });

  it('completes on a 2xx in one event that keeps the request and every attempt, never claimed again', () => {
    const EPOCH = new Date(0).toISOString();
    const history = [
      requested,
      started(1, at(40)),
      attempted(1, 500, at(31)),
      started(2, at(80)),
    ] satisfies WebhookDeliveryEvent[];
    const completed = {
      type: 'WebhookDeliveryCompleted',
      data: {
        deliveryId: 'd1',
        botId: 7,
        channel: 'vote-webhook',
        payload,
        requestedAt: EPOCH,
        requestPosition: 0,
        attempts: [
          { attempt: 1, statusCode: 500, latencyMs: 5, error: null, at: EPOCH },
          { attempt: 2, statusCode: 204, latencyMs: 5, error: null, at: at(40) },
        ],
      },
    } satisfies WebhookDeliveryEvent;
    spec
      .given(history)
      .when(record(2, 204, at(40)))
      .then([completed]);
    spec
      .given([completed])
      .when(start(at(3600)))
      .then([]);
    spec
      .given([completed])
      .when(record(3, 200, at(1)))
      .thenThrows('WEBHOOK.CLAIM_LOST', 'conflict');
    expect(spec.fold([completed])).toMatchObject({
      status: 'succeeded',
      deliveryId: 'd1',
      originalDeliveryId: 'd1',
      target: { channel: 'vote-webhook', payload },
    });

    const redelivery = { ...requested, data: { ...requested.data, redeliveryOf: 'd0' } };
    const again = deliveryDecider.decide(
      record(1, 200, at(1)),
      spec.fold([redelivery, started(1, at(40))]),
    );
    expect(again).toMatchObject([{ data: { redeliveryOf: 'd0' } }]);
    expect(spec.fold(again)).toMatchObject({ originalDeliveryId: 'd0' });
  });

  it('counts a claim that ran out without an answer as a failed attempt', () => {
    spec
      .given([requested, started(1, at(40))])
      .when(start(at(45)))
      .then([
        {
          type: 'WebhookDeliveryAttempted',
          data: {
            deliveryId: 'd1',
            attempt: 1,
            statusCode: null,
            latencyMs: 0,
            error: 'interrupted: no answer was recorded before the claim ran out',
            nextAttemptAt: at(75),
          },
        },
      ]);
  });

  it('fails without sending when the webhook was removed', () => {
    spec
      .given([requested])
      .when(start(T0, false))
      .then([
        {
          type: 'WebhookDeliveryFailed',
          data: { deliveryId: 'd1', attempts: 0, reason: 'the webhook was removed' },
        },
      ]);
  });
});
