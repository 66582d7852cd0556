import { botVoteStream } from '@botdir/contracts';
import type { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { botVoteDecider, voteWait } from '../../domain/bot-vote.decider';

export interface MyVoteView {
  votedAt: string | null;
  /** Seconds until the user may vote again (0: now). */
  retryAfter: number;
  /** Whether the user asked to be reminded when they may vote again. */
  reminder: boolean;
}

/** The logged-in user's cooldown on one bot, for the Vote button. */
export async function readMyVote(
  executor: CommandExecutor,
  userId: string,
  botId: number,
): Promise<MyVoteView> {
  const state = await executor.load(botVoteDecider, botVoteStream(botId, userId));
  const retryAfter = voteWait(state, new Date().toISOString());
  return { votedAt: state.lastVotedAt, retryAfter, reminder: state.reminder };
}
