import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '@botdir/contracts';

export interface VoteAnswer {
  botId: number;
  votedAt: string;
  /** When the user may vote for this bot again. */
  nextVoteAt: string;
}

export class CastVoteCommand extends Command<VoteAnswer> {
  constructor(
    readonly actor: CommandActor,
    readonly botId: number,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
