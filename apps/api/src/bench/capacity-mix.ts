import { randomUUID } from 'node:crypto';
import {
  botVoteStream,
  inviteClickStream,
  pageViewStream,
  webhookDeliveryStream,
  type DirectoryEvent,
} from '@botdir/contracts';
import { eventIdFor, type AppendResult, type StreamAppend } from '@botdir/event-store';

/** The capacity plan's day (docs/capacity.md), at full load. */
export const CAPACITY_DAY = {
  statsPosts: 7_200_000,
  postingBots: 500_000,
  votes: 2_000_000,
  deliveries: 1_000_000,
  pageViews: 900_000,
  inviteClicks: 100_000,
};

/** Votes, deliveries and visits land on bots 1..VOTED_BOTS, round robin. */
export const VOTED_BOTS = 5_000;

export const userId = (index: number) => String(100_000_000_000_000_000n + BigInt(index));
const botOf = (index: number) => 1 + (index % VOTED_BOTS);

/** One command's append as the api writes it: compact metadata (the command is its own cause). */
export function appendOf(
  streamId: string,
  events: DirectoryEvent[],
  actorId: string,
  at: number,
): StreamAppend {
  const commandId = randomUUID();
  const occurredAt = new Date(at).toISOString();
  return {
    streamId,
    expected: 'any',
    events: events.map((event, index) => ({
      ...event,
      id: eventIdFor(commandId, index),
      metadata: {
        actor: { id: actorId, name: `user ${actorId.slice(-4)}`, roles: [] },
        correlationId: commandId,
        causationId: commandId,
        commandId,
        occurredAt,
        schemaVersion: 1,
      },
    })),
  };
}

export const voteAppends = (count: number, at: number): StreamAppend[] =>
  Array.from({ length: count }, (_, index) => {
    const botId = botOf(index);
    const data = { botId, userId: userId(index), weight: 1 as const };
    const vote: DirectoryEvent = { type: 'VoteCast', data };
    return appendOf(botVoteStream(botId, userId(index)), [vote], userId(index), at + index);
  });

/** Appends one batch, answering each append's result (a store's `appendBatch`). */
export type WriteBatch = (appends: StreamAppend[]) => Promise<AppendResult[]>;

/**
 * Vote webhooks delivered on the first try, as the outbox writes them: the request (with the
 * vote), the claim, then the completion, which carries the request's position and truncates the
 * stream to itself. Three batches (all requests, all claims, all completions), so the truncated
 * rows are spread over the log's pages. Returns the events written.
 */
export async function appendDeliveries(
  write: WriteBatch,
  count: number,
  at: number,
): Promise<number> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const votedAt = (index: number) => new Date(at + index).toISOString();
  const payload = (index: number) => ({
    channel: 'vote-webhook' as const,
    payload: {
      bot: String(botOf(index)),
      user: userId(index),
      type: 'upvote' as const,
      isWeekend: false,
      votedAt: votedAt(index),
    },
  });
  const requested = await write(
    ids.map((deliveryId, index) => {
      const data = { deliveryId, botId: botOf(index), ...payload(index) };
      const request: DirectoryEvent = { type: 'WebhookDeliveryRequested', data };
      return appendOf(webhookDeliveryStream(deliveryId), [request], userId(index), at + index);
    }),
  );
  const actor = 'system:outbox';
  await write(
    ids.map((deliveryId, index) => {
      const data = { deliveryId, attempt: 1, leaseUntil: votedAt(index) };
      const claim: DirectoryEvent = { type: 'WebhookDeliveryAttemptStarted', data };
      const append = appendOf(webhookDeliveryStream(deliveryId), [claim], actor, at + index);
      return { ...append, expected: 0 };
    }),
  );
  await write(
    ids.map((deliveryId, index) => {
      const sentAt = votedAt(index);
      const attempt = { attempt: 1, statusCode: 200, latencyMs: 87, error: null, at: sentAt };
      const completion: DirectoryEvent = {
        type: 'WebhookDeliveryCompleted',
        data: {
          deliveryId,
          botId: botOf(index),
          ...payload(index),
          requestedAt: sentAt,
          requestPosition: requested[index]!.position,
          attempts: [attempt],
        },
      };
      const append = appendOf(webhookDeliveryStream(deliveryId), [completion], actor, at + index);
      return { ...append, expected: 1, truncateBefore: 'appended' as const };
    }),
  );
  return count * 3;
}

export const visitAppends = (
  type: 'PageViewed' | 'InviteClicked',
  count: number,
  at: number,
): StreamAppend[] =>
  Array.from({ length: count }, (_, index) => {
    const botId = botOf(index);
    const day = new Date(at).toISOString().slice(0, 10);
    const visitor = randomUUID().replace(/-/g, '').slice(0, 22);
    const streamId = (type === 'PageViewed' ? pageViewStream : inviteClickStream)(
      botId,
      day,
      visitor,
    );
    const event = { type, data: { botId, visitor, day } } as DirectoryEvent;
    return appendOf(streamId, [event], `visitor:${visitor}`, at + index);
  });
