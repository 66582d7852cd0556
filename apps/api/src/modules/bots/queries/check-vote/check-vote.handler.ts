import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { botVoteStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { BotTokenVerifier } from '../../application/bot-token';
import { botVoteDecider, voteWait } from '../../domain/bot-vote.decider';
import { CheckVoteQuery } from './check-vote.query';

/** Whether the user voted for the token's bot in the last 12 hours, read from their vote stream. */
@QueryHandler(CheckVoteQuery)
export class CheckVoteHandler implements IQueryHandler<CheckVoteQuery> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly tokens: BotTokenVerifier,
  ) {}

  async execute({ authorization, botId, userId }: CheckVoteQuery) {
    const id = await this.tokens.verify(authorization, botId);
    const state = await this.executor.load(botVoteDecider, botVoteStream(id, userId));
    const voted: 0 | 1 = voteWait(state, new Date().toISOString()) > 0 ? 1 : 0;
    return { voted };
  }
}
