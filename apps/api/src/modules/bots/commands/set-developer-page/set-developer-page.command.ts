import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class SetDeveloperPageCommand extends Command<{ hidden: boolean }> {
  constructor(
    readonly actor: CommandActor,
    readonly hidden: boolean,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
