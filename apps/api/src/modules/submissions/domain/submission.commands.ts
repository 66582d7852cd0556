import type { BotData, CommandActor, GivenReason, ReviewDecision } from '@botdir/contracts';

export interface SubmitBot {
  type: 'SubmitBot';
  submissionId: string;
  botId: number;
  bot: BotData;
  submitter: CommandActor;
  contactInfo?: string;
  notesForReviewer?: string;
  /** false: Discord could not be reached to check the application (recorded for the reviewer). */
  verified?: false;
}

/** Decided over the OLD (rejected) submission; its event opens the stream of `newSubmissionId`. */
export interface ResubmitSubmission {
  type: 'ResubmitSubmission';
  newSubmissionId: string;
  actor: CommandActor;
  /** Amended bot data; the stored bot is resubmitted when absent. */
  bot?: BotData;
  /** New notes for the reviewer; the stored ones are kept when absent. */
  notesForReviewer?: string;
  /** True when the stream of `newSubmissionId` already exists: this one was resubmitted before. */
  alreadyResubmitted?: boolean;
  /** The actor manages the published bot (a co-owner), as its current state says. */
  actorCoOwnsBot?: boolean;
  /** false: Discord could not be reached to check the application (recorded for the reviewer). */
  verified?: false;
}

/** The owner replaces a pending submission's bot (and notes) before review; its place is kept. */
export interface EditPendingSubmission {
  type: 'EditPendingSubmission';
  actor: CommandActor;
  bot: BotData;
  /** New notes for the reviewer; the stored ones are kept when absent. */
  notesForReviewer?: string;
}

export interface ReviewSubmission {
  type: 'ReviewSubmission';
  decision: ReviewDecision;
  notes?: string;
  reviewer: CommandActor;
  /** ISO time of the command: another reviewer's claim counts until it runs out. */
  now?: string;
  /** The reviewer confirmed going past another reviewer's claim. */
  overrideClaim?: boolean;
  /** Canned reasons of a rejection, as the canned-reasons stream holds them now. */
  reasons?: GivenReason[];
}

/** Claims (or renews) a pending submission for 30 minutes. */
export interface ClaimSubmission {
  type: 'ClaimSubmission';
  reviewer: CommandActor;
  now: string;
}

export interface ReleaseSubmissionClaim {
  type: 'ReleaseSubmissionClaim';
  reviewer: CommandActor;
  now: string;
}

export interface DeleteSubmission {
  type: 'DeleteSubmission';
  actor: CommandActor;
}

/** A reviewer's internal note; the owner never sees it. */
export interface AddSubmissionNote {
  type: 'AddSubmissionNote';
  note: string;
  author: CommandActor;
}

export type SubmissionCommand =
  | SubmitBot
  | ResubmitSubmission
  | EditPendingSubmission
  | ReviewSubmission
  | DeleteSubmission
  | AddSubmissionNote
  | ClaimSubmission
  | ReleaseSubmissionClaim;
