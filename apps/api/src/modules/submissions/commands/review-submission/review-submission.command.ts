import { Command } from '@nestjs/cqrs';
import type { CommandActor, ReviewDecision } from '@botdir/contracts';

export interface SubmissionReviewedAnswer {
  submissionId: string;
  status: ReviewDecision;
}

export class ReviewSubmissionCommand extends Command<SubmissionReviewedAnswer> {
  constructor(
    readonly reviewer: CommandActor,
    readonly submissionId: string,
    readonly decision: ReviewDecision,
    readonly notes: string,
    readonly idempotencyKey: string | null,
    readonly overrideClaim = false,
    /** Ids of canned reasons (a rejection only). */
    readonly reasonIds: readonly string[] = [],
  ) {
    super();
  }
}
