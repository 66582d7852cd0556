import { Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { StaffGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseSubmissionIdPipe } from '@api/infrastructure/http/route-ids';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ClaimSubmissionCommand, type SubmissionClaimAnswer } from './claim-submission.command';

@Controller('api/admin/submissions')
@UseGuards(StaffGuard)
export class ClaimSubmissionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Claims a pending submission for 30 minutes (claiming again renews it). */
  @RateLimit('writes')
  @Post(':id/claim')
  @HttpCode(200)
  claim(
    @CurrentActor() reviewer: CommandActor,
    @Param('id', ParseSubmissionIdPipe) submissionId: string,
    @IdempotencyKey() key: string | null,
  ): Promise<SubmissionClaimAnswer> {
    return this.commandBus.execute(
      new ClaimSubmissionCommand({ reviewer, submissionId, action: 'claim', idempotencyKey: key }),
    );
  }

  @RateLimit('writes')
  @Delete(':id/claim')
  release(
    @CurrentActor() reviewer: CommandActor,
    @Param('id', ParseSubmissionIdPipe) submissionId: string,
    @IdempotencyKey() key: string | null,
  ): Promise<SubmissionClaimAnswer> {
    return this.commandBus.execute(
      new ClaimSubmissionCommand({
        reviewer,
        submissionId,
        action: 'release',
        idempotencyKey: key,
      }),
    );
  }
}
