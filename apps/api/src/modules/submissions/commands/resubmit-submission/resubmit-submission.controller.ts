import { Body, Controller, Headers, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LoggedInGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { prepareBotData } from '../../../bots/application/prepare-bot-data';
import { readBotDataEnvelope } from '../../../bots/application/read-bot-data-envelope';
import { readIdempotencyKey } from '../../../../infrastructure/http/validate-body';
import { parseSubmissionId } from '../../application/parse-submission-id';
import type { SubmissionAccepted } from '../submit-bot/submit-bot.command';
import { ResubmitSubmissionCommand } from './resubmit-submission.command';

@Controller('api/submissions')
@UseGuards(LoggedInGuard)
export class ResubmitSubmissionController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Resubmits a rejected submission, as stored or amended with `{ botData }`. */
  @Post(':id/resubmit')
  @HttpCode(201)
  async resubmit(
    @CurrentActor() actor: ActorContext,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('idempotency-key') key?: string,
  ): Promise<SubmissionAccepted> {
    const submissionId = parseSubmissionId(id);
    const raw = readBotDataEnvelope(body, false);
    const bot = raw === undefined ? undefined : await prepareBotData(raw, actor);
    return this.commandBus.execute(
      new ResubmitSubmissionCommand(actor, submissionId, bot, readIdempotencyKey(key)),
    );
  }
}
