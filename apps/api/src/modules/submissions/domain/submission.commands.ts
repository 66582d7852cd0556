import type { Actor, BotData, ReviewDecision } from '@botdir/contracts';

/** The user behind a command; the application layer computes isStaff from configuration. */
export type CommandActor = Actor & { isStaff: boolean };

export interface SubmitBot {
  type: 'SubmitBot';
  submissionId: string;
  botId: number;
  bot: BotData;
  submitter: CommandActor;
  contactInfo?: string;
}

/** Decided over the OLD (rejected) submission; its event opens the stream of `newSubmissionId`. */
export interface ResubmitSubmission {
  type: 'ResubmitSubmission';
  newSubmissionId: string;
  actor: CommandActor;
  /** Amended bot data; the stored bot is resubmitted when absent. */
  bot?: BotData;
}

export interface ReviewSubmission {
  type: 'ReviewSubmission';
  decision: ReviewDecision;
  notes?: string;
  reviewer: CommandActor;
}

export interface DeleteSubmission {
  type: 'DeleteSubmission';
  actor: CommandActor;
}

export type SubmissionCommand =
  SubmitBot | ResubmitSubmission | ReviewSubmission | DeleteSubmission;
