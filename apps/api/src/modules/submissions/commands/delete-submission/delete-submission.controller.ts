import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseSubmissionIdPipe } from '@api/infrastructure/http/route-ids';
import { DeleteSubmissionCommand, type SubmissionDeletedAnswer } from './delete-submission.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/submissions')
@UseGuards(LoggedInGuard)
export class DeleteSubmissionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The submitter withdraws a pending submission. */
  @RateLimit('writes')
  @Delete(':id')
  delete(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseSubmissionIdPipe) submissionId: string,
    @IdempotencyKey() key: string | null,
  ): Promise<SubmissionDeletedAnswer> {
    return this.commandBus.execute(new DeleteSubmissionCommand(actor, submissionId, key));
  }
}
