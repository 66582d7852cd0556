import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { botVoteStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botVoteDecider, voteWait } from '../../domain/bot-vote.decider';
import { GetMyVoteQuery } from './get-my-vote.query';

/** The logged-in user's cooldown on one bot, for the Vote button. */
@QueryHandler(GetMyVoteQuery)
export class GetMyVoteHandler implements IQueryHandler<GetMyVoteQuery> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, botId }: GetMyVoteQuery) {
    const state = await this.executor.load(botVoteDecider, botVoteStream(botId, userId));
    return { votedAt: state.lastVotedAt, retryAfter: voteWait(state, new Date().toISOString()) };
  }
}
