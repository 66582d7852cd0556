import { Controller, Delete, Headers, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { LoggedInGuard } from '../../../auth/auth.guards';
import { CurrentActor } from '../../../auth/current-actor.decorator';
import type { ActorContext } from '../../../auth/actor-context';
import { readIdempotencyKey } from '../../../../infrastructure/http/validate-body';
import { parseBotId } from '../../application/parse-bot-id';
import { DeleteBotCommand } from './delete-bot.command';

@Controller('api/bots')
@UseGuards(LoggedInGuard)
export class DeleteBotController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The owner, or staff, removes a bot from the directory. */
  @Delete(':id')
  async delete(
    @CurrentActor() actor: ActorContext,
    @Param('id') id: string,
    @Headers('idempotency-key') key?: string,
  ): Promise<{ botId: number; status: 'deleted' }> {
    return this.commandBus.execute(
      new DeleteBotCommand(actor, parseBotId(id), readIdempotencyKey(key)),
    );
  }
}
