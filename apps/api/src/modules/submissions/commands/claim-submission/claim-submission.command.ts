import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface SubmissionClaimAnswer {
  submissionId: string;
  claimedBy: string | null;
  claimedUntil: string | null;
}

export interface ClaimSubmission {
  reviewer: CommandActor;
  submissionId: string;
  /** `claim` takes or renews the claim (POST …/claim); `release` gives it up (DELETE …/claim). */
  action: 'claim' | 'release';
  idempotencyKey: string | null;
}

export class ClaimSubmissionCommand extends Command<SubmissionClaimAnswer> {
  constructor(readonly request: ClaimSubmission) {
    super();
  }
}
