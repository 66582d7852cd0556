import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface BotDeletedAnswer {
  botId: number;
  status: 'deleted';
}

export class DeleteBotCommand extends Command<BotDeletedAnswer> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
