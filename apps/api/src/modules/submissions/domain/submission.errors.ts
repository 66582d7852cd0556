import { DomainError } from '@botdir/contracts';

/** Stable error codes of the submission aggregate; clients and the error filter rely on them. */
export const SUBMISSION = {
  NOT_FOUND: 'SUBMISSION.NOT_FOUND',
  ALREADY_EXISTS: 'SUBMISSION.ALREADY_EXISTS',
  OWNER_MISMATCH: 'SUBMISSION.OWNER_MISMATCH',
  NOT_OWNER: 'SUBMISSION.NOT_OWNER',
  NOT_PENDING: 'SUBMISSION.NOT_PENDING',
  NOT_REJECTED: 'SUBMISSION.NOT_REJECTED',
  CLAIMED: 'SUBMISSION.CLAIMED',
  NOT_CLAIMED: 'SUBMISSION.NOT_CLAIMED',
  ALREADY_RESUBMITTED: 'SUBMISSION.ALREADY_RESUBMITTED',
  APPLICATION_FIXED: 'SUBMISSION.APPLICATION_FIXED',
  APPLICATION_NOT_FOUND: 'SUBMISSION.APPLICATION_NOT_FOUND',
  APPLICATION_HAS_NO_BOT: 'SUBMISSION.APPLICATION_HAS_NO_BOT',
  APPLICATION_NOT_PUBLIC: 'SUBMISSION.APPLICATION_NOT_PUBLIC',
  INVALID_APPLICATION_ID: 'SUBMISSION.INVALID_APPLICATION_ID',
} as const;

export const REVIEW = {
  STAFF_ONLY: 'REVIEW.STAFF_ONLY',
  OWN_SUBMISSION: 'REVIEW.OWN_SUBMISSION',
} as const;

/** The words reviewers see on a claimed submission. */
export const beingReviewedBy = (name: string) => `Being reviewed by ${name}`;

export const submissionErrors = {
  invalidApplicationId: () =>
    new DomainError(
      SUBMISSION.INVALID_APPLICATION_ID,
      'invalid',
      'A Discord application id is a number of 17 to 19 digits, without a leading zero.',
    ),
  applicationNotFound: () =>
    new DomainError(
      SUBMISSION.APPLICATION_NOT_FOUND,
      'invalid',
      'Discord has no application with this id: check the application id or the invite link.',
    ),
  applicationHasNoBot: () =>
    new DomainError(
      SUBMISSION.APPLICATION_HAS_NO_BOT,
      'invalid',
      'This Discord application has no bot: add one in the Developer Portal (Bot tab), then submit again.',
    ),
  applicationNotPublic: () =>
    new DomainError(
      SUBMISSION.APPLICATION_NOT_PUBLIC,
      'invalid',
      'This bot is not public, so nobody else can add it: turn on "Public Bot" in the Developer Portal, then submit again.',
    ),
  claimed: (name: string) =>
    new DomainError(
      SUBMISSION.CLAIMED,
      'conflict',
      `${beingReviewedBy(name)}. Confirm to review it anyway; the history records it.`,
    ),
  notClaimed: () =>
    new DomainError(
      SUBMISSION.NOT_CLAIMED,
      'conflict',
      'You do not hold a claim on this submission.',
    ),
  applicationFixed: () =>
    new DomainError(
      SUBMISSION.APPLICATION_FIXED,
      'conflict',
      'A pending submission keeps its Discord application: to list another application, withdraw this submission and submit the other bot.',
    ),
  notFound: () =>
    new DomainError(SUBMISSION.NOT_FOUND, 'not_found', 'This submission does not exist.'),
  alreadyExists: () =>
    new DomainError(
      SUBMISSION.ALREADY_EXISTS,
      'conflict',
      'Another submission was saved under the same number at the same moment. Please send yours again.',
    ),
  ownerMismatch: () =>
    new DomainError(
      SUBMISSION.OWNER_MISMATCH,
      'forbidden',
      'You can only submit bots in your own name: "Your Discord User ID" must be the account you are logged in with.',
    ),
  notOwner: () =>
    new DomainError(
      SUBMISSION.NOT_OWNER,
      'forbidden',
      'Only the owner can change this submission.',
    ),
  notPending: () =>
    new DomainError(
      SUBMISSION.NOT_PENDING,
      'conflict',
      'This submission has already been reviewed; only pending submissions can be changed.',
    ),
  notRejected: () =>
    new DomainError(
      SUBMISSION.NOT_REJECTED,
      'conflict',
      'Only a rejected submission can be resubmitted.',
    ),
  alreadyResubmitted: () =>
    new DomainError(
      SUBMISSION.ALREADY_RESUBMITTED,
      'conflict',
      'This submission was already resubmitted. Open the new submission in your dashboard to follow its review.',
    ),
  staffOnly: () =>
    new DomainError(REVIEW.STAFF_ONLY, 'forbidden', 'Only staff can review submissions.'),
  ownSubmission: () =>
    new DomainError(
      REVIEW.OWN_SUBMISSION,
      'forbidden',
      'You cannot review your own submission; another reviewer must do it.',
    ),
};
