import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { rateBotSchema } from '@botdir/contracts';
import { LoggedInGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { validateBody } from '../../../../infrastructure/http/validate-body';
import { parseBotId } from '../../application/parse-bot-id';
import { RateBotCommand } from './rate-bot.command';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class RateBotController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/rating')
  @HttpCode(200)
  async rate(
    @CurrentActor() actor: ActorContext,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<{ botId: number; stars: number }> {
    const botId = parseBotId(id);
    const { stars } = await validateBody(rateBotSchema, body);
    return this.commandBus.execute(new RateBotCommand(actor, botId, stars));
  }
}
