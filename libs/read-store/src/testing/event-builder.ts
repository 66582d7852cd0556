import { currentSchemaVersion } from '@botdir/contracts';
import type {
  Actor,
  BotData,
  DirectoryEventOf,
  DirectoryEventType,
  RecordedEnvelope,
  RecordedEvent,
  UncheckedEvent,
} from '@botdir/contracts';

const DAY_MS = 86_400_000;

export function botData(overrides: Partial<BotData> = {}): BotData {
  return {
    name: 'Groovy Tunes',
    description: 'Plays songs in voice channels.',
    shortDescription: 'A music bot',
    avatar: 'https://cdn.example.com/avatar.png',
    inviteUrl: 'https://discord.com/oauth2/authorize?client_id=1&scope=bot',
    categories: ['music'],
    tags: ['audio'],
    isOnline: true,
    ownerId: '100000000000000001',
    ownerName: 'dev#0001',
    ...overrides,
  };
}

/**
 * `dense`: positions 1, 2, 3… as in the SQLite log. `sparse`: uneven gaps, as EventStoreDB's
 * positions (byte offsets in its log) have; the contract suites use these.
 */
export type PositionSpacing = 'dense' | 'sparse';

/**
 * Builds RecordedEvents with increasing positions and times (one minute apart from `start`), so
 * given/when/then tests read like the history they describe.
 */
export class EventBuilder {
  private position = 0;
  private count = 0;
  private time: number;

  constructor(
    start = '2025-01-01T00:00:00.000Z',
    private readonly spacing: PositionSpacing = 'dense',
  ) {
    this.time = Date.parse(start);
  }

  /** An event builder with EventStoreDB-like gaps between positions. */
  static sparse(): EventBuilder {
    return new EventBuilder(undefined, 'sparse');
  }

  /** Moves the clock of the next events forward. */
  advanceDays(days: number): this {
    this.time += days * DAY_MS;
    return this;
  }

  /** An event of any type and data: foreign and malformed ones included. */
  event(type: string, data: unknown, streamId = `stream-${type}`): UncheckedEvent {
    this.count += 1;
    this.position += this.spacing === 'dense' ? 1 : 97 + ((this.count * 37) % 211);
    this.time += 60_000;
    return {
      id: `event-${this.position}`,
      streamId,
      revision: 0,
      position: this.position,
      type,
      data,
      metadata: {
        actor: { id: 'actor', name: 'Actor', roles: [] },
        correlationId: `correlation-${this.position}`,
        causationId: `causation-${this.position}`,
        commandId: `command-${this.position}`,
        occurredAt: new Date(this.time).toISOString(),
        schemaVersion: currentSchemaVersion(type),
      },
    };
  }

  /** The same event, issued by `actor` (its audit metadata). */
  by<E extends RecordedEnvelope>(actor: Actor, event: E): E {
    return { ...event, metadata: { ...event.metadata, actor } };
  }

  /** A well-formed directory event of any type: the compiler checks its data. */
  of<T extends DirectoryEventType>(type: T, data: DirectoryEventOf<T>['data']) {
    return this.typed(type, data);
  }

  /** A well-formed directory event: the compiler checks its data. */
  private typed<T extends DirectoryEventType>(
    type: T,
    data: DirectoryEventOf<T>['data'],
  ): RecordedEvent<DirectoryEventOf<T>> {
    return { ...this.event(type, data), type, data } as RecordedEvent<DirectoryEventOf<T>>;
  }

  submitted(submissionId: string, bot: BotData, resubmittedFrom?: string, botId?: number) {
    return this.typed('BotSubmitted', {
      submissionId,
      botId: botId ?? Number(resubmittedFrom ?? submissionId),
      bot,
      submitterId: bot.ownerId,
      submitterName: bot.ownerName,
      ...(resubmittedFrom ? { resubmittedFrom } : {}),
      notesForReviewer: '',
    });
  }

  reviewed(submissionId: string, botId: number, decision: 'approved' | 'rejected', notes = '') {
    return this.typed('SubmissionReviewed', {
      submissionId,
      botId,
      decision,
      notes,
      reviewerId: '900000000000000009',
      reviewerName: 'staff#0009',
    });
  }

  submissionDeleted(submissionId: string, botId: number) {
    return this.typed('SubmissionDeleted', { submissionId, botId, deletedBy: 'owner' });
  }

  published(botId: number, submissionId: string, bot: BotData) {
    return this.typed('BotPublished', { botId, submissionId, bot, approvedBy: 'staff#0009' });
  }

  /** Submit, approve and publish: the bot is public after these three events. */
  approvedBot(submissionId: string, bot: BotData): RecordedEvent[] {
    const botId = Number(submissionId);
    return [
      this.submitted(submissionId, bot),
      this.reviewed(submissionId, botId, 'approved'),
      this.published(botId, submissionId, bot),
    ];
  }

  slugAssigned(botId: number, slug: string) {
    return this.typed('BotSlugAssigned', { botId, slug });
  }

  edited(botId: number, bot: BotData) {
    return this.typed('BotEdited', { botId, bot });
  }

  featured(botId: number, featured = true) {
    return this.typed('BotFeatured', { botId, featured });
  }

  deleted(botId: number) {
    return this.typed('BotDeleted', { botId, deletedBy: 'owner', byStaff: false });
  }

  rated(botId: number, userId: string, stars: number) {
    return this.typed('BotRated', { botId, userId, stars });
  }

  inviteClicked(botId: number, visitor: string, day: string) {
    return this.typed('InviteClicked', { botId, visitor, day });
  }

  /** `weight`: 2 for a weekend vote (the decider decides it; the builder is told). */
  voted(botId: number, userId: string, weight: 1 | 2 = 1) {
    return this.typed('VoteCast', { botId, userId, weight });
  }

  tokenIssued(botId: number, tokenHash = 'ab'.repeat(32)) {
    return this.typed('BotTokenIssued', { botId, tokenHash });
  }

  /** Stats as posted: `shards` (per-shard counts) sum to the server count when given. */
  statsReported(
    botId: number,
    stats: { serverCount: number; shards?: number[]; userCount?: number | null },
  ) {
    const shards = stats.shards ?? [];
    return this.typed('BotStatsReported', {
      botId,
      serverCount: stats.serverCount,
      shardCount: shards.length,
      shards,
      userCount: stats.userCount ?? null,
    });
  }

  /** A day's last server count, kept when the stats stream was truncated past it. */
  statsDayClosed(botId: number, day: string, serverCount: number) {
    return this.typed('BotStatsDayClosed', { botId, day, serverCount });
  }

  pageViewed(botId: number, visitor: string, day: string) {
    return this.typed('PageViewed', { botId, visitor, day });
  }

  webhookConfigured(botId: number, url = 'https://bot.example.com/votes') {
    return this.typed('BotWebhookConfigured', { botId, url, secret: 'a-secret-of-16-chars' });
  }

  webhookRemoved(botId: number) {
    return this.typed('BotWebhookRemoved', { botId });
  }

  deliveryRequested(deliveryId: string, botId: number, userId: string, redeliveryOf?: string) {
    const payload = {
      bot: String(botId),
      user: userId,
      type: 'upvote' as const,
      isWeekend: false,
      votedAt: this.now(),
    };
    const extra = redeliveryOf ? { redeliveryOf } : {};
    return this.typed('WebhookDeliveryRequested', {
      deliveryId,
      botId,
      channel: 'vote-webhook',
      payload,
      ...extra,
    });
  }

  /** A notification to `userId`'s Discord webhook about bot `botId` (a test when no notification). */
  notificationDeliveryRequested(
    deliveryId: string,
    botId: number,
    userId: string,
    notificationId: string | null,
  ) {
    const embed = {
      title: 'Alpha was approved',
      description: 'ok',
      color: 0,
      timestamp: this.now(),
    };
    return this.typed('WebhookDeliveryRequested', {
      deliveryId,
      botId,
      channel: 'discord-notification',
      userId,
      notificationId,
      payload: { username: 'Bot Directory', embeds: [embed], allowed_mentions: { parse: [] } },
    });
  }

  notificationWebhookConfigured(userId: string, url: string) {
    return this.typed('NotificationWebhookConfigured', { userId, url });
  }

  notificationWebhookRemoved(userId: string) {
    return this.typed('NotificationWebhookRemoved', { userId });
  }

  developerPageVisibilitySet(userId: string, hidden: boolean) {
    return this.typed('DeveloperPageVisibilitySet', { userId, hidden });
  }

  attemptStarted(deliveryId: string, attempt: number) {
    const leaseUntil = new Date(this.time + 120_000).toISOString();
    return this.typed('WebhookDeliveryAttemptStarted', { deliveryId, attempt, leaseUntil });
  }

  attempted(deliveryId: string, attempt: number, statusCode: number | null, retry = true) {
    const nextAttemptAt = retry ? new Date(this.time + 90_000).toISOString() : null;
    return this.typed('WebhookDeliveryAttempted', {
      deliveryId,
      attempt,
      statusCode,
      latencyMs: 12,
      ...(statusCode === null ? { error: 'connect ECONNREFUSED' } : {}),
      nextAttemptAt,
    });
  }

  deliverySucceeded(deliveryId: string, attempts: number) {
    return this.typed('WebhookDeliverySucceeded', { deliveryId, attempts });
  }

  /** A vote webhook delivery that succeeded on its first attempt, whole in one event. */
  deliveryCompleted(deliveryId: string, botId: number, userId: string, requestPosition = 1) {
    const at = this.now();
    const payload = { bot: String(botId), user: userId, type: 'upvote' as const, isWeekend: false };
    return this.typed('WebhookDeliveryCompleted', {
      deliveryId,
      botId,
      channel: 'vote-webhook',
      payload: { ...payload, votedAt: at },
      requestedAt: at,
      requestPosition,
      attempts: [{ attempt: 1, statusCode: 200, latencyMs: 12, error: null, at }],
    });
  }

  deliveryFailed(deliveryId: string, attempts: number, reason = 'every retry failed') {
    return this.typed('WebhookDeliveryFailed', { deliveryId, attempts, reason });
  }

  /** The occurredAt of the most recent event built. */
  now(): string {
    return new Date(this.time).toISOString();
  }
}
