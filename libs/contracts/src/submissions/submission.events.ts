import type { DomainEvent } from '../common/event-envelope';
import type { BotData } from '../bots/bot-data';

export type ReviewDecision = 'approved' | 'rejected';

/** Schema version 2. Version 1 (legacy imports) carried the bot as a JSON string: see upcasters. */
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
  }
>;

export type SubmissionDeleted = DomainEvent<
  'SubmissionDeleted',
  { submissionId: string; botId: number; deletedBy: string }
>;

export type SubmissionEvent = BotSubmitted | SubmissionReviewed | SubmissionDeleted;

export const SUBMISSION_EVENT_VERSIONS: Record<SubmissionEvent['type'], number> = {
  BotSubmitted: 2,
  SubmissionReviewed: 1,
  SubmissionDeleted: 1,
};
