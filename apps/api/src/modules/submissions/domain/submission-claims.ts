import { LIMITS, type SubmissionClaimed, type SubmissionClaimReleased } from '@botdir/contracts';
import type { ClaimSubmission, ReleaseSubmissionClaim } from './submission.commands';
import { submissionErrors } from './submission.errors';
import type { RecordedSubmission, SubmissionClaim, SubmissionState } from './submission.state';

const CLAIM_MS = LIMITS.claimMinutes * 60_000;

/** The claim still running at `now`, or null (none, released, reviewed or run out). */
export function activeClaim(state: SubmissionState, now: string): SubmissionClaim | null {
  if (state.status === 'none' || !state.claim) return null;
  return Date.parse(state.claim.until) > Date.parse(now) ? state.claim : null;
}

/** Another reviewer's running claim, which a review may pass only after a confirmation. */
export function claimOfAnother(state: SubmissionState, reviewerId: string, now: string) {
  const claim = activeClaim(state, now);
  return claim && claim.reviewerId !== reviewerId ? claim : null;
}

function pendingForStaff(
  state: SubmissionState,
  command: ClaimSubmission | ReleaseSubmissionClaim,
): RecordedSubmission {
  if (!command.reviewer.isStaff) throw submissionErrors.staffOnly();
  if (state.status === 'none' || state.status === 'deleted') throw submissionErrors.notFound();
  if (state.status !== 'pending') throw submissionErrors.notPending();
  return state;
}

/** Claims for 30 minutes, or renews one's own claim; another reviewer's running claim is a 409. */
export function claim(command: ClaimSubmission, state: SubmissionState): SubmissionClaimed {
  const submission = pendingForStaff(state, command);
  const { reviewer, now } = command;
  if (reviewer.id === submission.submitterId) throw submissionErrors.ownSubmission();
  const other = claimOfAnother(state, reviewer.id, now);
  if (other) throw submissionErrors.claimed(other.reviewerName);
  const claimedUntil = new Date(Date.parse(now) + CLAIM_MS).toISOString();
  return {
    type: 'SubmissionClaimed',
    data: {
      submissionId: submission.submissionId,
      botId: submission.botId,
      reviewerId: reviewer.id,
      reviewerName: reviewer.name,
      claimedUntil,
    },
  };
}

/** Releases one's own running claim. */
export function release(
  command: ReleaseSubmissionClaim,
  state: SubmissionState,
): SubmissionClaimReleased {
  const submission = pendingForStaff(state, command);
  const own = activeClaim(state, command.now);
  if (!own || own.reviewerId !== command.reviewer.id) throw submissionErrors.notClaimed();
  const { submissionId, botId } = submission;
  return {
    type: 'SubmissionClaimReleased',
    data: { submissionId, botId, reviewerId: command.reviewer.id },
  };
}
