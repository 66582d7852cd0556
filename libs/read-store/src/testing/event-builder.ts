import type { BotData, RecordedEvent } from '@botdir/contracts';

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

  event(type: string, data: unknown, streamId = `stream-${type}`): RecordedEvent {
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
        schemaVersion: type === 'BotSubmitted' ? 2 : 1,
      },
    };
  }

  submitted(submissionId: string, bot: BotData, resubmittedFrom?: string, botId?: number) {
    return this.event('BotSubmitted', {
      submissionId,
      botId: botId ?? Number(resubmittedFrom ?? submissionId),
      bot,
      submitterId: bot.ownerId,
      submitterName: bot.ownerName,
      ...(resubmittedFrom ? { resubmittedFrom } : {}),
    });
  }

  reviewed(submissionId: string, botId: number, decision: 'approved' | 'rejected', notes = '') {
    return this.event('SubmissionReviewed', {
      submissionId,
      botId,
      decision,
      notes,
      reviewerId: '900000000000000009',
      reviewerName: 'staff#0009',
    });
  }

  submissionDeleted(submissionId: string, botId: number) {
    return this.event('SubmissionDeleted', { submissionId, botId, deletedBy: 'owner' });
  }

  published(botId: number, submissionId: string, bot: BotData) {
    return this.event('BotPublished', { botId, submissionId, bot, approvedBy: 'staff#0009' });
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

  edited(botId: number, bot: BotData) {
    return this.event('BotEdited', { botId, bot });
  }

  featured(botId: number, featured = true) {
    return this.event('BotFeatured', { botId, featured });
  }

  deleted(botId: number) {
    return this.event('BotDeleted', { botId, deletedBy: 'owner', byStaff: false });
  }

  rated(botId: number, userId: string, stars: number) {
    return this.event('BotRated', { botId, userId, stars });
  }

  inviteClicked(botId: number, visitor: string, day: string) {
    return this.event('InviteClicked', { botId, visitor, day });
  }

  /** The occurredAt of the most recent event built. */
  now(): string {
    return new Date(this.time).toISOString();
  }
}
