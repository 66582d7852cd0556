import type { BotData, SlashCommand } from '../bots/bot-data';
import type { DirectoryEventOf, DirectoryEventType } from './directory-event';
import type { Actor, EventMetadata, RecordedEvent, UncheckedEvent } from './event-envelope';
import {
  anyString,
  boolean,
  integerFrom,
  listOf,
  matching,
  nullable,
  oneOf,
  optional,
  safeInteger,
  shape,
  text,
  type Check,
} from './shape-checks';
import { currentSchemaVersion, schemaVersionOf } from './upcast';
import { WEBHOOK_SHAPES } from '../webhooks/webhook.event-shapes';
import { REVIEW_SHAPES } from '../reviews/review.event-shapes';
import { REPORT_REASONS } from '../reports/report.events';
import { PLATFORM_LIMITS } from '../bots/bot-platform';
import type { GivenReason } from '../staff/canned-reason.events';

type DataOf<T extends DirectoryEventType> = DirectoryEventOf<T>['data'];

const bot = shape<BotData>({
  name: anyString,
  description: anyString,
  shortDescription: anyString,
  avatar: anyString,
  inviteUrl: anyString,
  supportServerUrl: optional(anyString),
  websiteUrl: optional(anyString),
  githubUrl: optional(anyString),
  discordAppId: optional(anyString),
  categories: listOf(anyString),
  tags: listOf(anyString),
  isOnline: boolean,
  ownerId: anyString,
  ownerName: anyString,
  banner: optional(anyString),
  screenshots: optional(listOf(anyString)),
  slashCommands: optional(listOf(shape<SlashCommand>({ name: anyString, description: anyString }))),
});

const givenReason = shape<GivenReason>({
  id: text,
  title: anyString,
  explanation: anyString,
  guidelineUrl: nullable(anyString),
});

const day = matching(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD day');

/** The data of every directory event type, at its current schema version (after upcasting). */
const DATA_SHAPES: { [T in DirectoryEventType]: Check } = {
  BotSubmitted: shape<DataOf<'BotSubmitted'>>({
    submissionId: text,
    botId: safeInteger,
    bot,
    submitterId: text,
    submitterName: text,
    contactInfo: optional(anyString),
    resubmittedFrom: optional(anyString),
    notesForReviewer: anyString,
    verified: optional(boolean),
  }),
  PendingSubmissionEdited: shape<DataOf<'PendingSubmissionEdited'>>({
    submissionId: text,
    botId: safeInteger,
    bot,
    notesForReviewer: anyString,
  }),
  SubmissionNoteAdded: shape<DataOf<'SubmissionNoteAdded'>>({
    submissionId: text,
    botId: safeInteger,
    note: text,
    authorId: text,
    authorName: anyString,
  }),
  SubmissionReviewed: shape<DataOf<'SubmissionReviewed'>>({
    submissionId: text,
    botId: safeInteger,
    decision: oneOf('approved', 'rejected'),
    notes: anyString,
    reviewerId: text,
    reviewerName: text,
    overrodeClaimOf: optional(anyString),
    reasons: optional(listOf(givenReason)),
  }),
  SubmissionClaimed: shape<DataOf<'SubmissionClaimed'>>({
    submissionId: text,
    botId: safeInteger,
    reviewerId: text,
    reviewerName: anyString,
    claimedUntil: text,
  }),
  SubmissionClaimReleased: shape<DataOf<'SubmissionClaimReleased'>>({
    submissionId: text,
    botId: safeInteger,
    reviewerId: text,
  }),
  SubmissionDeleted: shape<DataOf<'SubmissionDeleted'>>({
    submissionId: text,
    botId: safeInteger,
    deletedBy: text,
  }),
  BotPublished: shape<DataOf<'BotPublished'>>({
    botId: safeInteger,
    submissionId: text,
    bot,
    approvedBy: text,
  }),
  BotEdited: shape<DataOf<'BotEdited'>>({ botId: safeInteger, bot }),
  BotSlugAssigned: shape<DataOf<'BotSlugAssigned'>>({
    botId: safeInteger,
    slug: matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a slug'),
  }),
  CoOwnerAdded: shape<DataOf<'CoOwnerAdded'>>({ botId: safeInteger, userId: text, addedBy: text }),
  CoOwnerRemoved: shape<DataOf<'CoOwnerRemoved'>>({
    botId: safeInteger,
    userId: text,
    removedBy: text,
  }),
  OwnershipTransferOffered: shape<DataOf<'OwnershipTransferOffered'>>({
    botId: safeInteger,
    fromUserId: text,
    toUserId: text,
  }),
  OwnershipTransferAccepted: shape<DataOf<'OwnershipTransferAccepted'>>({
    botId: safeInteger,
    fromUserId: text,
    toUserId: text,
    toUserName: text,
    formerOwnerStays: boolean,
  }),
  OwnershipTransferCancelled: shape<DataOf<'OwnershipTransferCancelled'>>({
    botId: safeInteger,
    toUserId: text,
    cancelledBy: text,
  }),
  BotFeatured: shape<DataOf<'BotFeatured'>>({ botId: safeInteger, featured: boolean }),
  BotDeleted: shape<DataOf<'BotDeleted'>>({
    botId: safeInteger,
    deletedBy: text,
    byStaff: boolean,
  }),
  InviteClicked: shape<DataOf<'InviteClicked'>>({ botId: safeInteger, visitor: text, day }),
  BotRated: shape<DataOf<'BotRated'>>({
    botId: safeInteger,
    userId: text,
    stars: integerFrom(1, 5),
  }),
  VoteCast: shape<DataOf<'VoteCast'>>({
    botId: safeInteger,
    userId: text,
    weight: integerFrom(1, 2),
  }),
  VoteReminderSet: shape<DataOf<'VoteReminderSet'>>({
    botId: safeInteger,
    userId: text,
    lastVotedAt: nullable(text),
  }),
  VoteReminderCleared: shape<DataOf<'VoteReminderCleared'>>({ botId: safeInteger, userId: text }),
  VoteReminderSent: shape<DataOf<'VoteReminderSent'>>({
    botId: safeInteger,
    userId: text,
    votedAt: text,
  }),
  BotTokenIssued: shape<DataOf<'BotTokenIssued'>>({
    botId: safeInteger,
    tokenHash: matching(/^[0-9a-f]{64}$/, 'a sha256 hex digest'),
  }),
  BotStatsReported: shape<DataOf<'BotStatsReported'>>({
    botId: safeInteger,
    serverCount: integerFrom(0, PLATFORM_LIMITS.serverCountMax),
    shardCount: integerFrom(0, PLATFORM_LIMITS.shardsMax),
    shards: listOf(integerFrom(0, PLATFORM_LIMITS.serverCountMax), PLATFORM_LIMITS.shardsMax),
    userCount: nullable(integerFrom(0, PLATFORM_LIMITS.userCountMax)),
  }),
  BotStatsDayClosed: shape<DataOf<'BotStatsDayClosed'>>({
    botId: safeInteger,
    day,
    serverCount: integerFrom(0, PLATFORM_LIMITS.serverCountMax),
  }),
  PageViewed: shape<DataOf<'PageViewed'>>({ botId: safeInteger, visitor: text, day }),
  DeveloperPageVisibilitySet: shape<DataOf<'DeveloperPageVisibilitySet'>>({
    userId: text,
    hidden: boolean,
  }),
  ...WEBHOOK_SHAPES,
  ...REVIEW_SHAPES,
  BotUnlisted: shape<DataOf<'BotUnlisted'>>({
    botId: safeInteger,
    reason: anyString,
    reportId: optional(text),
    reasons: optional(listOf(givenReason)),
  }),
  CannedReasonAdded: shape<DataOf<'CannedReasonAdded'>>({
    id: text,
    kind: oneOf('reject', 'unlist'),
    title: anyString,
    explanation: anyString,
    guidelineUrl: nullable(anyString),
  }),
  CannedReasonEdited: givenReason,
  CannedReasonRetired: shape<DataOf<'CannedReasonRetired'>>({ id: text }),
  BotRelisted: shape<DataOf<'BotRelisted'>>({ botId: safeInteger, reason: anyString }),
  BotEditNeedsReview: shape<DataOf<'BotEditNeedsReview'>>({
    botId: safeInteger,
    submissionId: text,
    bot,
    reasons: listOf(anyString),
  }),
  BotReported: shape<DataOf<'BotReported'>>({
    reportId: text,
    botId: safeInteger,
    reporterId: text,
    reporterName: anyString,
    reason: oneOf(...REPORT_REASONS),
    details: anyString,
  }),
  ReportResolved: shape<DataOf<'ReportResolved'>>({
    reportId: text,
    botId: safeInteger,
    reporterId: text,
    action: oneOf('dismiss', 'unlist'),
    reason: anyString,
    resolvedBy: text,
  }),
  NotificationRaised: shape<DataOf<'NotificationRaised'>>({
    notificationId: text,
    userId: text,
    kind: text,
    botId: safeInteger,
    title: anyString,
    body: anyString,
    link: anyString,
  }),
  NotificationsRead: shape<DataOf<'NotificationsRead'>>({
    userId: text,
    notificationIds: nullable(listOf(text)),
  }),
  UserBanned: shape<DataOf<'UserBanned'>>({
    userId: text,
    reason: anyString,
    until: nullable(text),
    by: text,
  }),
  UserUnbanned: shape<DataOf<'UserUnbanned'>>({
    userId: text,
    by: text,
    reason: optional(anyString),
  }),
  BanAppealed: shape<DataOf<'BanAppealed'>>({ userId: text, text: anyString }),
  ApplicationReserved: shape<DataOf<'ApplicationReserved'>>({
    applicationId: text,
    botId: safeInteger,
    submissionId: text,
  }),
};

const metadata = shape<EventMetadata>({
  actor: shape<Actor>({ id: text, name: anyString, roles: listOf(anyString) }),
  correlationId: text,
  causationId: text,
  commandId: text,
  occurredAt: text,
  // Missing means version 1: upcast reads it, readers never do.
  schemaVersion: optional(safeInteger),
});

/** A Map, not the object: a type such as `constructor` must not find Object's prototype. */
const SHAPES = new Map<string, Check>(Object.entries(DATA_SHAPES));

const where = (event: UncheckedEvent) => `${String(event.type)} at position ${event.position}`;

/** Names the cause when an old version's data could not be upcast (and so has the wrong shape). */
function notUpcast(event: UncheckedEvent): string {
  const stored = schemaVersionOf(event);
  const current = currentSchemaVersion(event.type);
  return stored < current
    ? ` (stored as v${stored}, which could not be upcast to v${current})`
    : '';
}

/** What a reader may do with a stored event. */
export type EventCheck =
  | { kind: 'valid'; event: RecordedEvent }
  /** Written by another tool or a newer version: readers skip it. */
  | { kind: 'unknown-type'; reason: string }
  /** A directory event type whose data or metadata does not fit: readers dead-letter it. */
  | { kind: 'malformed'; reason: string };

/**
 * The one runtime check of a stored event (after `upcast`): its type is a directory event type,
 * and its data and metadata have that type's shape. Plain checks, no allocation when valid apart
 * from the answer, so it can run on every event of a rebuild.
 */
export function checkEvent(event: UncheckedEvent): EventCheck {
  const data = SHAPES.get(event.type);
  if (data === undefined) {
    return { kind: 'unknown-type', reason: `${where(event)}: not a directory event type` };
  }
  const dataProblem = data(event.data);
  if (dataProblem !== null) {
    return { kind: 'malformed', reason: `${where(event)}: data${dataProblem}${notUpcast(event)}` };
  }
  const metadataProblem = metadata(event.metadata);
  if (metadataProblem !== null) {
    return { kind: 'malformed', reason: `${where(event)}: metadata${metadataProblem}` };
  }
  // The checks above are what the type claims.
  return { kind: 'valid', event: event as RecordedEvent };
}
