import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { rateBotSchema, type CommandActor } from '@botdir/contracts';
import type { InferType } from 'yup';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { YupPipe } from '@api/infrastructure/http/yup.pipe';
import { RateBotCommand } from './rate-bot.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class RateBotController {
  constructor(private readonly commandBus: CommandBus) {}

  @RateLimit('writes')
  @Post(':id/rating')
  @HttpCode(200)
  rate(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Body(new YupPipe(rateBotSchema)) { stars }: InferType<typeof rateBotSchema>,
  ): Promise<{ botId: number; stars: number }> {
    return this.commandBus.execute(new RateBotCommand(actor, botId, stars));
  }
}
