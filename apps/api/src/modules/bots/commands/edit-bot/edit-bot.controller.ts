import { Body, Controller, Headers, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LoggedInGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { readIdempotencyKey } from '../../../../infrastructure/http/validate-body';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { parseBotId } from '../../application/parse-bot-id';
import { prepareBotData } from '../../application/prepare-bot-data';
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
    const raw = (body as { botData?: unknown } | undefined)?.botData;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new ApiError(
        400,
        'VALIDATION.FAILED',
        'botData must be an object with the bot form fields.',
      );
    }
    const bot = await prepareBotData(raw, actor);
    return this.commandBus.execute(new EditBotCommand(actor, botId, bot, readIdempotencyKey(key)));
  }
}
