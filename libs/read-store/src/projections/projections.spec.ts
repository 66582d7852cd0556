import { EVENT_SCHEMA_VERSIONS, type RecordedEvent } from '@botdir/contracts';
import { botData, EventBuilder } from '../testing/event-builder';
import { PROJECTIONS } from './projections';
import { analyticsProjection } from './analytics.projection';
import { bansProjection, type BanDoc } from './bans.projection';

/** One well-formed event of every directory type. */
function oneOfEachType(): RecordedEvent[] {
  const given = new EventBuilder();
  return [
    ...given.approvedBot('1', botData()),
    given.submissionDeleted('2', 2),
    given.edited(1, botData()),
    given.featured(1),
    given.deleted(1),
    given.rated(1, 'u1', 4),
    given.inviteClicked(1, 'v1', '2025-01-01'),
    given.voted(1, 'u1'),
    given.of('VoteReminderSet', { botId: 1, userId: 'u1', lastVotedAt: null }),
    given.of('VoteReminderSent', { botId: 1, userId: 'u1', votedAt: '2025-01-01T00:07:00.000Z' }),
    given.of('VoteReminderCleared', { botId: 1, userId: 'u1' }),
    given.tokenIssued(1),
    given.statsReported(1, { serverCount: 5 }),
    given.statsDayClosed(1, '2025-01-01', 5),
    given.pageViewed(1, 'v1', '2025-01-01'),
    given.webhookConfigured(1),
    given.webhookRemoved(1),
    given.deliveryRequested('d1', 1, 'u1'),
    given.attemptStarted('d1', 1),
    given.attempted('d1', 1, 200, false),
    given.deliverySucceeded('d1', 1),
    given.deliveryFailed('d2', 1),
    given.deliveryCompleted('d4', 1, 'u1'),
    given.notificationDeliveryRequested('d3', 1, 'u', 'n1'),
    given.notificationWebhookConfigured('u', 'https://discord.com/api/webhooks/1/token'),
    given.notificationWebhookRemoved('u'),
    given.developerPageVisibilitySet('u', true),
    given.of('ApplicationReserved', { applicationId: '1', botId: 1, submissionId: '1' }),
    given.of('PendingSubmissionEdited', {
      submissionId: '1',
      botId: 1,
      bot: botData({ name: 'Edited' }),
      notesForReviewer: '',
    }),
    given.of('SubmissionNoteAdded', {
      submissionId: '1',
      botId: 1,
      note: 'n',
      authorId: 's',
      authorName: 'staff',
    }),
    given.of('SubmissionClaimed', {
      submissionId: '1',
      botId: 1,
      reviewerId: 's',
      reviewerName: 'staff',
      claimedUntil: '2025-01-01T00:30:00.000Z',
    }),
    given.of('SubmissionClaimReleased', { submissionId: '1', botId: 1, reviewerId: 's' }),
    given.of('BotUnlisted', { botId: 1, reason: 'r' }),
    given.of('BotRelisted', { botId: 1, reason: 'r' }),
    given.of('CannedReasonAdded', {
      id: 'c1',
      kind: 'reject',
      title: 't',
      explanation: 'e',
      guidelineUrl: null,
    }),
    given.of('CannedReasonEdited', { id: 'c1', title: 't', explanation: 'e', guidelineUrl: null }),
    given.of('CannedReasonRetired', { id: 'c1' }),
    given.of('BotSlugAssigned', { botId: 1, slug: 'one-bot' }),
    given.of('BotEditNeedsReview', { botId: 1, submissionId: '9', bot: botData(), reasons: [] }),
    given.of('BotReported', {
      reportId: 'r1',
      botId: 1,
      reporterId: 'u',
      reporterName: 'u',
      reason: 'spam',
      details: '',
    }),
    given.of('ReportResolved', {
      reportId: 'r1',
      botId: 1,
      reporterId: 'u',
      action: 'dismiss',
      reason: '',
      resolvedBy: 's',
    }),
    given.of('NotificationRaised', {
      notificationId: 'n1',
      userId: 'u',
      kind: 'approved',
      botId: 1,
      title: 't',
      body: '',
      link: '/',
    }),
    given.of('NotificationsRead', { userId: 'u', notificationIds: ['n1'] }),
    given.of('UserBanned', { userId: 'u', reason: 'Spam', until: null, by: 's' }),
    given.of('BanAppealed', { userId: 'u', text: 'Not me' }),
    given.of('UserUnbanned', { userId: 'u', by: 's' }),
    given.of('CoOwnerAdded', { botId: 1, userId: 'u2', addedBy: 'u' }),
    given.of('CoOwnerRemoved', { botId: 1, userId: 'u2', removedBy: 'u' }),
    given.of('OwnershipTransferOffered', { botId: 1, fromUserId: 'u', toUserId: 'u2' }),
    given.of('OwnershipTransferCancelled', { botId: 1, toUserId: 'u2', cancelledBy: 'u' }),
    given.of('OwnershipTransferAccepted', {
      botId: 1,
      fromUserId: 'u',
      toUserId: 'u2',
      toUserName: 'u2#0002',
      formerOwnerStays: true,
    }),
    ...reviewEvents(given),
  ];
}

function reviewEvents(given: EventBuilder): RecordedEvent[] {
  const review = { botId: 1, reviewId: '1-u-0' };
  return [
    given.of('ReviewPosted', { ...review, authorId: 'u', authorName: 'u', stars: 4, text: '' }),
    given.of('ReviewEdited', { ...review, authorId: 'u', stars: 5, text: 'Ten chars!' }),
    given.of('ReviewReplied', { ...review, repliedBy: 'o', text: 'Thanks a lot' }),
    given.of('ReviewHelpfulMarked', { ...review, userId: 'v', helpful: true }),
    given.of('ReviewFlagged', { ...review, userId: 'v', reason: 'spam' }),
    given.of('ReviewHidden', { ...review, authorId: 'u', hiddenBy: 's', reason: 'spam' }),
    given.of('ReviewDeleted', { ...review, authorId: 'u' }),
  ];
}

describe('projections', () => {
  it('build one event of every directory type here', () => {
    const types = oneOfEachType().map((event) => event.type);
    expect(new Set(types)).toEqual(new Set(Object.keys(EVENT_SCHEMA_VERSIONS)));
  });

  it.each(PROJECTIONS.map((projection) => [projection.name, projection] as const))(
    '%s keys exactly the event types it says it folds',
    (_name, projection) => {
      for (const event of oneOfEachType()) {
        expect([event.type, projection.keyOf(event) !== null]).toEqual([
          event.type,
          projection.eventTypes.has(event.type),
        ]);
      }
    },
  );

  it("analytics takes a closed day's server count for that day, as the day's last post gave it", () => {
    const given = new EventBuilder('2025-01-03T12:00:00.000Z');
    const closed = given.statsDayClosed(1, '2025-01-01', 9);
    const posted = given.statsReported(1, { serverCount: 12 });
    const { keyOf, evolve } = analyticsProjection;

    expect(keyOf(closed)).toBe('1:2025-01-01');
    expect(evolve(null, closed as never)).toMatchObject({ day: '2025-01-01', serverCount: 9 });
    expect(keyOf(posted)).toBe('1:2025-01-03');
  });

  it("bans keep a user's latest 50 bans, their ids counting on", () => {
    const given = new EventBuilder();
    let doc: BanDoc | null = null;
    for (let n = 0; n < 52; n += 1) {
      const banned = given.of('UserBanned', { userId: 'u', reason: 'r', until: null, by: 's' });
      doc = bansProjection.evolve(doc, banned) as BanDoc;
    }
    expect(doc?.bans).toHaveLength(50);
    expect([doc?.bans[0]?.id, doc?.bans[49]?.id]).toEqual(['u-52', 'u-3']);
  });
});
