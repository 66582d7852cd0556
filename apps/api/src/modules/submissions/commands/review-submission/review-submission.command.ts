import type { ReviewDecision } from '@botdir/contracts';
import type { ActorContext } from '../../../auth/actor-context';

export class ReviewSubmissionCommand {
  constructor(
    readonly reviewer: ActorContext,
    readonly submissionId: string,
    readonly decision: ReviewDecision,
    readonly notes: string,
    readonly idempotencyKey: string | null,
  ) {}
}

export interface SubmissionReviewedAnswer {
  submissionId: string;
  status: ReviewDecision;
}
