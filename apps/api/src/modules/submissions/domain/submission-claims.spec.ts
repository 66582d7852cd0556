import type { BotSubmitted, SubmissionClaimed } from '@botdir/contracts';
import { aBot, alice, bob, reviewer } from '@api/modules/testing/bot.fixtures';
import { at, deciderSpec } from '@api/modules/testing/decider-spec';
import { submissionDecider } from './submission.decider';

const spec = deciderSpec(submissionDecider);
const other = { ...bob, name: 'grace#0004', roles: reviewer.roles, isStaff: true };
const NOW = '2025-03-01T10:00:00.000Z';
const LATER = '2025-03-01T10:20:00.000Z';
const EXPIRED = '2025-03-01T10:31:00.000Z';

const submitted: BotSubmitted = {
  type: 'BotSubmitted',
  data: {
    submissionId: 's1',
    botId: 7,
    bot: aBot(),
    submitterId: alice.id,
    submitterName: alice.name,
    notesForReviewer: '',
  },
};
const claimedBy = (who: typeof reviewer, until: string): SubmissionClaimed => ({
  type: 'SubmissionClaimed',
  data: {
    submissionId: 's1',
    botId: 7,
    reviewerId: who.id,
    reviewerName: who.name,
    claimedUntil: until,
  },
});
const UNTIL = '2025-03-01T10:30:00.000Z';
const claimedPast = [submitted, at(NOW, claimedBy(reviewer, UNTIL))];

describe('ClaimSubmission', () => {
  it('claims a pending submission for 30 minutes', () => {
    spec
      .given([submitted])
      .when({ type: 'ClaimSubmission', reviewer, now: NOW })
      .then([claimedBy(reviewer, UNTIL)]);
  });

  it('renews one’s own claim', () => {
    spec
      .given(claimedPast)
      .when({ type: 'ClaimSubmission', reviewer, now: LATER })
      .then([claimedBy(reviewer, '2025-03-01T10:50:00.000Z')]);
  });

  it('refuses while another reviewer’s claim runs: "Being reviewed by X"', () => {
    spec
      .given(claimedPast)
      .when({ type: 'ClaimSubmission', reviewer: other, now: LATER })
      .thenThrows('SUBMISSION.CLAIMED', 'conflict', {
        message: expect.stringContaining('Being reviewed by reviewer#0003'),
      });
  });

  it('lets another reviewer claim once the claim ran out', () => {
    spec
      .given(claimedPast)
      .when({ type: 'ClaimSubmission', reviewer: other, now: EXPIRED })
      .then([claimedBy(other, '2025-03-01T11:01:00.000Z')]);
  });

  it('refuses non-staff (403) and reviewed submissions (409)', () => {
    spec
      .given([submitted])
      .when({ type: 'ClaimSubmission', reviewer: bob, now: NOW })
      .thenThrows('REVIEW.STAFF_ONLY', 'forbidden');
    const reviewed = {
      type: 'SubmissionReviewed',
      data: {
        submissionId: 's1',
        botId: 7,
        decision: 'approved',
        notes: '',
        reviewerId: reviewer.id,
        reviewerName: reviewer.name,
      },
    } as const;
    spec
      .given([submitted, reviewed])
      .when({ type: 'ClaimSubmission', reviewer, now: NOW })
      .thenThrows('SUBMISSION.NOT_PENDING', 'conflict');
  });
});

describe('ReleaseSubmissionClaim', () => {
  it('releases one’s own claim', () => {
    spec
      .given(claimedPast)
      .when({ type: 'ReleaseSubmissionClaim', reviewer, now: LATER })
      .then([
        {
          type: 'SubmissionClaimReleased',
          data: { submissionId: 's1', botId: 7, reviewerId: reviewer.id },
        },
      ]);
  });

  it('refuses releasing another reviewer’s claim, or none', () => {
    spec
      .given(claimedPast)
      .when({ type: 'ReleaseSubmissionClaim', reviewer: other, now: LATER })
      .thenThrows('SUBMISSION.NOT_CLAIMED', 'conflict');
    spec
      .given([submitted])
      .when({ type: 'ReleaseSubmissionClaim', reviewer, now: LATER })
      .thenThrows('SUBMISSION.NOT_CLAIMED', 'conflict');
  });
});

describe('ReviewSubmission over a claim', () => {
  const review = { type: 'ReviewSubmission', decision: 'rejected', notes: 'No' } as const;

  it('refuses a review past another reviewer’s running claim without confirmation', () => {
    spec
      .given(claimedPast)
      .when({ ...review, reviewer: other, now: LATER })
      .thenThrows('SUBMISSION.CLAIMED', 'conflict');
  });

  it('records the confirmed review past the claim in the event (the history)', () => {
    const decided = submissionDecider.decide(
      { ...review, reviewer: other, now: LATER, overrideClaim: true },
      spec.fold(claimedPast),
    );
    expect(decided).toEqual([
      {
        type: 'SubmissionReviewed',
        data: expect.objectContaining({
          reviewerId: other.id,
          overrodeClaimOf: reviewer.name,
        }) as unknown,
      },
    ]);
  });

  it('lets the claim holder review, and anyone once it ran out', () => {
    const own = submissionDecider.decide(
      { ...review, reviewer, now: LATER },
      spec.fold(claimedPast),
    );
    expect(own[0]?.data).not.toHaveProperty('overrodeClaimOf');
    const late = submissionDecider.decide(
      { ...review, reviewer: other, now: EXPIRED },
      spec.fold(claimedPast),
    );
    expect(late[0]?.data).not.toHaveProperty('overrodeClaimOf');
  });
});
