import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { normaliseText, reportBotSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ReportBotCommand, type ReportAccepted } from './report-bot.command';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class ReportBotController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Any logged-in user reports a live bot; a second open report of theirs is a 409. */
  @RateLimit('votes')
  @Post(':id/reports')
  @HttpCode(201)
  report(
    @CurrentActor() reporter: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(reportBotSchema)) body: InferType<typeof reportBotSchema>,
    @IdempotencyKey() key: string | null,
  ): Promise<ReportAccepted> {
    const details = normaliseText(body.details ?? '', 'multi-line');
    return this.commandBus.execute(
      new ReportBotCommand(reporter, botId, body.reason, details, key),
    );
  }
}
