import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface ChangeBotSlug {
  actor: CommandActor;
  botId: number;
  /** Already valid (lower case, not reserved): the body schema checked it. */
  slug: string;
  idempotencyKey: string | null;
}

export class ChangeBotSlugCommand extends Command<{ botId: number; slug: string }> {
  constructor(readonly request: ChangeBotSlug) {
    super();
  }
}
