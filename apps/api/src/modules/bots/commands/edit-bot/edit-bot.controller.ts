import { Controller, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BotData, CommandActor } from '@botdir/contracts';
import { LoggedInGuard } from '@api/infrastructure/auth/auth.guards';
import { CurrentActor } from '@api/infrastructure/auth/current-actor.decorator';
import { BotDataBody } from '@api/infrastructure/http/bot-data-envelope';
import { IdempotencyKey } from '@api/infrastructure/http/idempotency-key';
import { ParseBotIdPipe } from '@api/infrastructure/http/route-ids';
import { EditBotCommand, type BotEditAnswer } from './edit-bot.command';
import { RateLimit } from '@api/infrastructure/policy/route-policy.decorators';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class EditBotController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The owner (or staff) edits a live bot's listing; the same rules as a submission apply. */
  @RateLimit('writes')
  @Put(':id')
  edit(
    @CurrentActor() actor: CommandActor,
    @Param('id', ParseBotIdPipe) botId: number,
    @BotDataBody({ required: true }) bot: BotData,
    @IdempotencyKey() key: string | null,
  ): Promise<BotEditAnswer> {
    return this.commandBus.execute(new EditBotCommand(actor, botId, bot, key));
  }
}
