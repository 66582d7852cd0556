import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface NotificationsReadAnswer {
  read: 'all' | number;
}

/** The actor read the given notifications (`ids`), or all of them (null). */
export class MarkNotificationsReadCommand extends Command<NotificationsReadAnswer> {
  constructor(
    readonly actor: CommandActor,
    readonly ids: string[] | null,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
