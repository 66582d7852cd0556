import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class SetVoteReminderCommand extends Command<{ botId: number; enabled: boolean }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly enabled: boolean,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
