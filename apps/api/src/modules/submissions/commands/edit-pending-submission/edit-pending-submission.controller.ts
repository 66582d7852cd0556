import { Controller, HttpCode, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BotData, CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { BotDataBody, NotesForReviewer } from '@api/infrastructure/http/bot-data-envelope';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseSubmissionIdPipe } from '@api/infrastructure/http/route-ids';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import {
  EditPendingSubmissionCommand,
  type PendingSubmissionEditedAnswer,
} from './edit-pending-submission.command';

@Controller('api/submissions')
@UseGuards(LoggedInGuard)
export class EditPendingSubmissionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The submitter replaces a pending submission with `{ botData }`; its queue place is kept. */
  @RateLimit('submissions')
  @Put(':id')
  @HttpCode(200)
  edit(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseSubmissionIdPipe) submissionId: string,
    @BotDataBody({ required: true }) bot: BotData,
    @NotesForReviewer() notesForReviewer: string | undefined,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<PendingSubmissionEditedAnswer> {
    return this.commandBus.execute(
      new EditPendingSubmissionCommand({
        actor,
        submissionId,
        bot,
        notesForReviewer,
        idempotencyKey,
      }),
    );
  }
}
