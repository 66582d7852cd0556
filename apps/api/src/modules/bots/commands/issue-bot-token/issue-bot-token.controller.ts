import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { IssueBotTokenCommand } from './issue-bot-token.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class IssueBotTokenController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Issues or rotates the bot's API token (owner or an Administrator, approved bot); shown once. */
  @RateLimit('votes')
  @Post(':id/token')
  @HttpCode(201)
  issue(@CurrentActor() actor: CommandActor, @Param('id', ParseBotIdPipe) botId: number) {
    return this.commandBus.execute(new IssueBotTokenCommand(actor, botId));
  }
}
