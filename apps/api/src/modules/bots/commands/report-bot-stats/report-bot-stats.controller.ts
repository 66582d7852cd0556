import { Body, Controller, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { botStatsSchema, toStatsPost, type BotStatsBody } from '@botdir/contracts';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { ReportBotStatsCommand } from './report-bot-stats.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

/** Stats posted by the bot itself with its API token (no session, no cookie). */
@Controller('api/bots')
export class ReportBotStatsController {
  constructor(private readonly commandBus: CommandBus) {}

  @RateLimit('writes')
  @Post(':id/stats')
  @HttpCode(200)
  report(
    @Param('id', ParseBotIdPipe) botId: number,
    @Headers('authorization') authorization: string | undefined,
    @Body(new YupPipe(botStatsSchema, 'STATS.INVALID')) body: BotStatsBody,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(
      new ReportBotStatsCommand(authorization, botId, toStatsPost(body), key),
    );
  }

  /** The drop-in route of the biggest list's SDKs: the bot is the token's. */
  @RateLimit('writes')
  @Post('stats')
  @HttpCode(200)
  reportForToken(
    @Headers('authorization') authorization: string | undefined,
    @Body(new YupPipe(botStatsSchema, 'STATS.INVALID')) body: BotStatsBody,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(
      new ReportBotStatsCommand(authorization, undefined, toStatsPost(body), key),
    );
  }
}
