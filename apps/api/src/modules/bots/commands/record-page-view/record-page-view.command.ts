import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export class RecordPageViewCommand extends Command<void> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    /** A keyed hash of the visitor (see visitorKey): counts them once a day without storing them. */
    readonly visitor: string,
  ) {
    super();
  }
}
