import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class FeatureBotCommand extends Command<{ botId: number; featured: boolean }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly featured: boolean,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
