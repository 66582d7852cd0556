import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { CastVoteCommand } from './cast-vote.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class CastVoteController {
  constructor(private readonly commandBus: CommandBus) {}

  /** One vote per user and bot every 12 hours; 429 VOTE.COOLDOWN with retryAfter inside it. */
  @RateLimit('votes')
  @Post(':id/votes')
  @HttpCode(201)
  vote(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @IdempotencyKey() key: string | null,
  ) {
    return this.commandBus.execute(new CastVoteCommand(actor, botId, key));
  }
}
