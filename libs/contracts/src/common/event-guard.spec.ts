import type { BotData } from '../bots/bot-data';
import type { DirectoryEventType } from './directory-event';
import type { UncheckedEvent } from './event-envelope';
import { checkEvent } from './event-guard';
import { currentSchemaVersion } from './upcast';

const bot: BotData = {
  name: 'Melody',
  description: 'Plays music.',
  shortDescription: 'A music bot',
  avatar: 'https://cdn.example.com/melody.png',
  inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot',
  websiteUrl: 'https://melody.example.com',
  categories: ['music'],
  tags: ['radio'],
  isOnline: true,
  ownerId: '111111111111111111',
  ownerName: 'alice',
};

const VALID_DATA: Record<DirectoryEventType, object> = {
  BotSubmitted: {
    submissionId: '7',
    botId: 7,
    bot,
    submitterId: '111111111111111111',
    submitterName: 'alice',
    resubmittedFrom: '6',
    notesForReviewer: 'Use /play in the test server',
  },
  SubmissionReviewed: {
    submissionId: '7',
    botId: 7,
    decision: 'approved',
    notes: '',
    reviewerId: '222222222222222222',
    reviewerName: 'grace',
  },
  SubmissionDeleted: { submissionId: '7', botId: 7, deletedBy: '111111111111111111' },
  BotPublished: { botId: 7, submissionId: '7', bot, approvedBy: '222222222222222222' },
  BotEdited: { botId: 7, bot },
  BotFeatured: { botId: 7, featured: false },
  BotDeleted: { botId: 7, deletedBy: '111111111111111111', byStaff: false },
  InviteClicked: { botId: 7, visitor: 'v-1', day: '2025-01-31' },
  BotRated: { botId: 7, userId: '111111111111111111', stars: 5 },
  VoteCast: { botId: 7, userId: '111111111111111111', weight: 2 },
  BotTokenIssued: { botId: 7, tokenHash: 'a'.repeat(64) },
  BotStatsReported: { botId: 7, serverCount: 30, shardCount: 2, shards: [10, 20], userCount: null },
  BotStatsDayClosed: { botId: 7, day: '2025-01-31', serverCount: 30 },
  PageViewed: { botId: 7, visitor: 'v-1', day: '2025-01-31' },
  ApplicationReserved: { applicationId: '123456789012345678', botId: 7, submissionId: '7' },
  PendingSubmissionEdited: { submissionId: '7', botId: 7, bot, notesForReviewer: '' },
  SubmissionNoteAdded: {
    submissionId: '7',
    botId: 7,
    note: 'Checked the scopes',
    authorId: '222222222222222222',
    authorName: 'grace',
  },
  SubmissionClaimed: {
    submissionId: '7',
    botId: 7,
    reviewerId: '222222222222222222',
    reviewerName: 'grace',
    claimedUntil: '2025-01-31T10:30:00.000Z',
  },
  SubmissionClaimReleased: { submissionId: '7', botId: 7, reviewerId: '222222222222222222' },
};

function stored(type: string, data: unknown, metadata: object = {}): UncheckedEvent {
  return {
    id: 'event-1',
    streamId: 'stream-1',
    revision: 0,
    position: 12,
    type,
    data,
    metadata: {
      actor: { id: '111111111111111111', name: 'alice', roles: [] },
      correlationId: 'correlation-1',
      causationId: 'causation-1',
      commandId: 'command-1',
      occurredAt: '2025-01-31T10:00:00.000Z',
      schemaVersion: currentSchemaVersion(type),
      ...metadata,
    },
  };
}

const reasonOf = (event: UncheckedEvent) => {
  const check = checkEvent(event);
  return check.kind === 'valid' ? null : check.reason;
};

describe('checkEvent', () => {
  it.each(Object.entries(VALID_DATA))('accepts a well-formed %s as it is', (type, data) => {
    const event = stored(type, data);
    expect(checkEvent(event)).toEqual({ kind: 'valid', event });
    expect((checkEvent(event) as { event: unknown }).event).toBe(event);
  });

  it('names the event, its position and the field in the reason', () => {
    expect(reasonOf(stored('BotPublished', { ...VALID_DATA.BotPublished, botId: '7' }))).toBe(
      'BotPublished at position 12: data.botId must be a safe integer',
    );
    expect(reasonOf(stored('BotRated', { ...VALID_DATA.BotRated, stars: 6 }))).toBe(
      'BotRated at position 12: data.stars must be an integer from 1 to 5',
    );
    expect(
      reasonOf(stored('SubmissionReviewed', { ...VALID_DATA.SubmissionReviewed, decision: 'ok' })),
    ).toBe(
      "SubmissionReviewed at position 12: data.decision must be one of 'approved', 'rejected'",
    );
    expect(reasonOf(stored('InviteClicked', { ...VALID_DATA.InviteClicked, day: 'today' }))).toBe(
      'InviteClicked at position 12: data.day must be a YYYY-MM-DD day',
    );
    const negativeShard = { ...VALID_DATA.BotStatsReported, shards: [10, -1] };
    expect(reasonOf(stored('BotStatsReported', negativeShard))).toMatch(
      /^BotStatsReported at position 12: data\.shards\[1\] must be an integer from 0/,
    );
    expect(
      reasonOf(stored('BotTokenIssued', { ...VALID_DATA.BotTokenIssued, tokenHash: 'secret' })),
    ).toBe('BotTokenIssued at position 12: data.tokenHash must be a sha256 hex digest');
  });

  it('follows the path into nested data and lists', () => {
    const badTag = { ...VALID_DATA.BotEdited, bot: { ...bot, tags: ['radio', 42] } };
    expect(reasonOf(stored('BotEdited', badTag))).toBe(
      'BotEdited at position 12: data.bot.tags[1] must be a string',
    );
    const { bot: _missing, ...withoutBot } = VALID_DATA.BotPublished as { bot: BotData };
    expect(reasonOf(stored('BotPublished', withoutBot))).toBe(
      'BotPublished at position 12: data.bot must be an object',
    );
    expect(reasonOf(stored('BotFeatured', null))).toBe(
      'BotFeatured at position 12: data must be an object',
    );
  });

  it('checks the metadata readers rely on', () => {
    const event = stored('BotRated', VALID_DATA.BotRated, { occurredAt: '' });
    expect(reasonOf(event)).toBe(
      'BotRated at position 12: metadata.occurredAt must be a non-empty string',
    );
    const noActor = stored('BotRated', VALID_DATA.BotRated, { actor: undefined });
    expect(reasonOf(noActor)).toBe('BotRated at position 12: metadata.actor must be an object');
  });

  it('says when an old version could not be upcast', () => {
    const v1 = stored(
      'BotSubmitted',
      { submissionId: '7', botId: 7, botData: '{not json' },
      {
        schemaVersion: 1,
      },
    );
    expect(reasonOf(v1)).toBe(
      'BotSubmitted at position 12: data.bot must be an object ' +
        '(stored as v1, which could not be upcast to v3)',
    );
  });

  it('tells unknown types apart from malformed ones, prototype names included', () => {
    for (const type of ['SomethingFromTheFuture', 'constructor', 'toString']) {
      expect(checkEvent(stored(type, {}))).toEqual({
        kind: 'unknown-type',
        reason: `${type} at position 12: not a directory event type`,
      });
    }
    expect(checkEvent(stored('BotRated', {})).kind).toBe('malformed');
  });
});
