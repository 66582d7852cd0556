import { Command } from '@nestjs/cqrs';
import type { BotData, CommandActor } from '@botdir/contracts';

export class EditBotCommand extends Command<{ botId: number }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly bot: BotData,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
