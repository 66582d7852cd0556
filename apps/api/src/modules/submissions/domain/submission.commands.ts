import type { BotData, CommandActor, ReviewDecision } from '@botdir/contracts';

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
  /** True when the stream of `newSubmissionId` already exists: this one was resubmitted before. */
  alreadyResubmitted?: boolean;
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
