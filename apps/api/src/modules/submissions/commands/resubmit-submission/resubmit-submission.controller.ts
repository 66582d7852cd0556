import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BotData, CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { BotDataBody, NotesForReviewer } from '@api/infrastructure/http/bot-data-envelope';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseSubmissionIdPipe } from '@api/infrastructure/http/route-ids';
import type { SubmissionAccepted } from '../submit-bot/submit-bot.command';
import { ResubmitSubmissionCommand } from './resubmit-submission.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/submissions')
@UseGuards(LoggedInGuard)
export class ResubmitSubmissionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Resubmits a rejected submission, as stored or amended with `{ botData }`. */
  @RateLimit('submissions')
  @Post(':id/resubmit')
  @HttpCode(201)
  resubmit(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseSubmissionIdPipe) submissionId: string,
    @BotDataBody({ required: false }) bot: BotData | undefined,
    @NotesForReviewer() notes: string | undefined,
    @IdempotencyKey() key: string | null,
  ): Promise<SubmissionAccepted> {
    return this.commandBus.execute(
      new ResubmitSubmissionCommand(actor, submissionId, bot, key, notes),
    );
  }
}
