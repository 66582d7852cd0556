import {
  BAN_LIMITS,
  BANS_KEPT,
  CANNED_REASON_LIMITS,
  LIMITS,
  REPORT_LIMITS,
  REVIEW_REASON,
  REVIEW_TEXT,
  type UncheckedEvent,
} from '@botdir/contracts';
import { FLAG_REASONS_KEPT } from '../projections/reviews.projection';
import { projectionNamed } from '../projections/projections';
import { EventBuilder } from '../testing/event-builder';
import { BSON_LIMIT, largestUpdate, wide } from './testing/document-bounds';

/**
 * Reviews, bans, staff activity and canned reasons at their worst under the documented limits
 * (texts in libs/contracts, every character 3 bytes in UTF-8), as mongo-document-bounds.spec.ts
 * measures the others. The lists without a natural end are past 16 MiB uncapped: flags of 12,000
 * users on one review, 2,000 bans of one user, each with its appeal and lift.
 */
const FLAGS = 12_000;
const BANS = 2_000;
const USER = '1'.repeat(19);
const OWNER = '3'.repeat(19);
const STAFF = { id: '2'.repeat(19), name: wide(LIMITS.ownerNameMax), roles: ['administrator'] };

const given = new EventBuilder();
const named = (name: string) => projectionNamed(name)!;
const byStaff = (event: UncheckedEvent) => given.by(STAFF, event);

function flaggedReview(): UncheckedEvent[] {
  const [botId, reviewId] = [1, `1-${USER}-0`];
  const review = { botId, reviewId, authorId: USER, stars: 1 };
  // In order of position: a batch skips an event behind the position it already folded.
  const written = [
    given.of('ReviewPosted', { ...review, authorName: wide(LIMITS.ownerNameMax), text: wide(10) }),
    given.of('ReviewEdited', { ...review, text: wide(REVIEW_TEXT.max) }),
    given.of('ReviewReplied', { botId, reviewId, repliedBy: OWNER, text: wide(REVIEW_TEXT.max) }),
  ];
  const flags = Array.from({ length: FLAGS }, (_, index) =>
    given.of('ReviewFlagged', {
      botId,
      reviewId,
      userId: String(10n ** 18n + BigInt(index)),
      reason: wide(REVIEW_REASON.max, index),
    }),
  );
  const hidden = given.of('ReviewHidden', {
    botId,
    reviewId,
    authorId: USER,
    hiddenBy: STAFF.id,
    reason: wide(REVIEW_REASON.max),
  });
  return [...written, ...flags, hidden];
}

/** One user banned, appealing and lifted again and again, every text at its longest. */
function bannedAgainAndAgain(): UncheckedEvent[] {
  return Array.from({ length: BANS }, (_, index) => [
    given.of('UserBanned', {
      userId: USER,
      reason: wide(BAN_LIMITS.reasonMax, index),
      until: given.now(),
      by: STAFF.id,
    }),
    given.of('BanAppealed', { userId: USER, text: wide(BAN_LIMITS.appealMax, index) }),
    given.of('UserUnbanned', { userId: USER, by: STAFF.id, reason: wide(BAN_LIMITS.reasonMax) }),
  ]).flat();
}

/** Each kind of staff action with its longest text, by a staff member of the longest name. */
function staffActions(): UncheckedEvent[] {
  const submission = { submissionId: 's1', botId: 1 };
  return [
    given.of('SubmissionReviewed', {
      ...submission,
      decision: 'rejected',
      notes: wide(LIMITS.reviewNotesMax),
      reviewerId: STAFF.id,
      reviewerName: STAFF.name,
      overrodeClaimOf: wide(LIMITS.ownerNameMax),
    }),
    given.of('SubmissionNoteAdded', {
      ...submission,
      note: wide(LIMITS.staffNoteMax),
      authorId: STAFF.id,
      authorName: STAFF.name,
    }),
    given.of('ReportResolved', {
      reportId: 'r1',
      botId: 1,
      reporterId: USER,
      action: 'unlist',
      reason: wide(REPORT_LIMITS.resolutionMax),
      resolvedBy: STAFF.name,
    }),
    given.of('UserBanned', {
      userId: USER,
      reason: wide(BAN_LIMITS.reasonMax),
      until: given.now(),
      by: STAFF.id,
    }),
  ].map(byStaff);
}

function editedCannedReason(): UncheckedEvent[] {
  const reason = (seed: number) => ({
    id: wide(64),
    title: wide(CANNED_REASON_LIMITS.titleMax, seed),
    explanation: wide(CANNED_REASON_LIMITS.explanationMax, seed),
    guidelineUrl: `https://${wide(CANNED_REASON_LIMITS.urlMax - 8, seed)}`,
  });
  return [
    given.of('CannedReasonAdded', { ...reason(0), kind: 'reject' }),
    given.of('CannedReasonEdited', reason(1)),
  ];
}

const CASES: [string, () => number][] = [
  [
    `reviews: the longest texts and ${FLAGS} flags (the newest ${FLAG_REASONS_KEPT} reasons kept)`,
    () => largestUpdate(named('reviews'), flaggedReview()),
  ],
  [
    `bans: ${BANS} bans of one user, each appealed and lifted (the newest ${BANS_KEPT} kept)`,
    () => largestUpdate(named('bans'), bannedAgainAndAgain()),
  ],
  [
    'staff_activity: each staff action with its longest text',
    () => largestUpdate(named('staff-activity'), staffActions()),
  ],
  [
    'canned_reasons: the longest reason, edited',
    () => largestUpdate(named('canned-reasons'), editedCannedReason()),
  ],
];

describe('MongoDB moderation read-model documents stay under the 16 MiB BSON limit', () => {
  it.each(CASES)('%s', (_, size) => {
    expect(size()).toBeLessThan(BSON_LIMIT);
  });
});
