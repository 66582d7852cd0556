import { Controller, Delete, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';
import { ChangeCoOwnerCommand, type CoOwnerChanged } from './change-co-owner.command';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class ChangeCoOwnerController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The main owner makes a Discord user a co-owner of the bot. */
  @RateLimit('writes')
  @Put(':id/co-owners/:userId')
  add(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Param('userId') userId: string,
    @IdempotencyKey() key: string | null,
  ): Promise<CoOwnerChanged> {
    const request = { actor, botId, userId, change: 'add' as const, idempotencyKey: key };
    return this.commandBus.execute(new ChangeCoOwnerCommand(request));
  }

  /** The main owner takes a co-owner's access away. */
  @RateLimit('writes')
  @Delete(':id/co-owners/:userId')
  remove(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @Param('userId') userId: string,
    @IdempotencyKey() key: string | null,
  ): Promise<CoOwnerChanged> {
    const request = { actor, botId, userId, change: 'remove' as const, idempotencyKey: key };
    return this.commandBus.execute(new ChangeCoOwnerCommand(request));
  }
}
