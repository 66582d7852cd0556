import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface SubmissionClaimAnswer {
  submissionId: string;
  claimedBy: string | null;
  claimedUntil: string | null;
}

/** `release`: DELETE …/claim; otherwise claim or renew. */
export class ClaimSubmissionCommand extends Command<SubmissionClaimAnswer> {
  constructor(
    readonly reviewer: CommandActor,
    readonly submissionId: string,
    readonly release: boolean,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
