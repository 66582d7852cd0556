import { Body, Controller, Headers, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LoggedInGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { readIdempotencyKey } from '../../../../infrastructure/http/validate-body';
import { parseBotId } from '../../application/parse-bot-id';
import { prepareBotData } from '../../application/prepare-bot-data';
import { readBotDataEnvelope } from '../../application/read-bot-data-envelope';
import { EditBotCommand } from './edit-bot.command';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class EditBotController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The owner (or staff) edits a live bot's listing; the same rules as a submission apply. */
  @Put(':id')
  async edit(
    @CurrentActor() actor: ActorContext,
    @Param('id') id: string,
    @Body() body: unknown,
    @Headers('idempotency-key') key?: string,
  ): Promise<{ botId: number }> {
    const botId = parseBotId(id);
    const raw = readBotDataEnvelope(body, true);
    const bot = await prepareBotData(raw, actor);
    return this.commandBus.execute(new EditBotCommand(actor, botId, bot, readIdempotencyKey(key)));
  }
}
