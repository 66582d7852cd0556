import { Query } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

/** Whether the bot has a token (never the token itself): Generate or Regenerate. */
export class GetBotTokenQuery extends Query<{ issuedAt: string | null }> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
  ) {
    super();
  }
}
