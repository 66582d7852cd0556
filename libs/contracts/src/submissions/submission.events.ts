import type { DomainEvent } from '../common/event-envelope';
import type { BotData } from '../bots/bot-data';
import type { GivenReason } from '../staff/canned-reason.events';

export type ReviewDecision = 'approved' | 'rejected';

/**
 * Schema version 3. Version 1 (legacy imports) carried the bot as a JSON string; version 2 had no
 * notes for the reviewer: see upcasters.
 */
export type BotSubmitted = DomainEvent<
  'BotSubmitted',
  {
    submissionId: string;
    botId: number;
    bot: BotData;
    submitterId: string;
    submitterName: string;
    contactInfo?: string;
    resubmittedFrom?: string;
    /** Test instructions, a test server invite: only staff and the owner ever see it. */
    notesForReviewer: string;
    /**
     * false: Discord could not be reached to check the application at submission. Absent: checked
     * and found, or not checked (verification off, resubmissions, events from before the check).
     */
    verified?: false;
  }
>;

export type SubmissionReviewed = DomainEvent<
  'SubmissionReviewed',
  {
    submissionId: string;
    botId: number;
    decision: ReviewDecision;
    notes: string;
    reviewerId: string;
    reviewerName: string;
    /** The reviewer whose claim this review went past, after a confirmation. */
    overrodeClaimOf?: string;
    /** Canned reasons the reviewer picked (as they read then); absent: none. */
    reasons?: GivenReason[];
  }
>;

export type SubmissionDeleted = DomainEvent<
  'SubmissionDeleted',
  { submissionId: string; botId: number; deletedBy: string }
>;

/** A reviewer's internal note on a submission: staff only, never shown to the owner. */
export type SubmissionNoteAdded = DomainEvent<
  'SubmissionNoteAdded',
  { submissionId: string; botId: number; note: string; authorId: string; authorName: string }
>;

/** A reviewer is testing the bot until `claimedUntil` (30 minutes, renewed by claiming again). */
export type SubmissionClaimed = DomainEvent<
  'SubmissionClaimed',
  {
    submissionId: string;
    botId: number;
    reviewerId: string;
    reviewerName: string;
    claimedUntil: string;
  }
>;

export type SubmissionClaimReleased = DomainEvent<
  'SubmissionClaimReleased',
  { submissionId: string; botId: number; reviewerId: string }
>;

/**
 * The owner replaced a pending submission's bot (and notes for the reviewer) before review; the
 * submission keeps its place in the queue. The Discord application cannot change this way.
 */
export type PendingSubmissionEdited = DomainEvent<
  'PendingSubmissionEdited',
  { submissionId: string; botId: number; bot: BotData; notesForReviewer: string }
>;

export type SubmissionEvent =
  | BotSubmitted
  | PendingSubmissionEdited
  | SubmissionReviewed
  | SubmissionDeleted
  | SubmissionNoteAdded
  | SubmissionClaimed
  | SubmissionClaimReleased;

export const SUBMISSION_EVENT_VERSIONS: Record<SubmissionEvent['type'], number> = {
  BotSubmitted: 3,
  SubmissionNoteAdded: 1,
  PendingSubmissionEdited: 1,
  SubmissionClaimed: 1,
  SubmissionClaimReleased: 1,
  SubmissionReviewed: 1,
  SubmissionDeleted: 1,
};
