import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { DeleteBotCommand, type BotDeletedAnswer } from './delete-bot.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class DeleteBotController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The owner, or staff, removes a bot from the directory. */
  @RateLimit('writes')
  @Delete(':id')
  delete(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @IdempotencyKey() key: string | null,
  ): Promise<BotDeletedAnswer> {
    return this.commandBus.execute(new DeleteBotCommand(actor, botId, key));
  }
}
