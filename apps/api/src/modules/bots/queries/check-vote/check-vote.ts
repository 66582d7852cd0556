import { botVoteStream } from '@botdir/contracts';
import type { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import type { BotTokenVerifier } from '../../application/bot-token';
import { botVoteDecider, voteWait } from '../../domain/bot-vote.decider';

/**
 * Whether the user voted for the token's bot in the last 12 hours, read from their vote stream.
 * `botId` is the bot the route names; absent on the drop-in `GET /api/bots/check`.
 */
export async function checkVote(
  executor: CommandExecutor,
  tokens: BotTokenVerifier,
  request: { authorization: string | undefined; botId: number | undefined; userId: string },
): Promise<{ voted: 0 | 1 }> {
  const id = await tokens.verify(request.authorization, request.botId);
  const state = await executor.load(botVoteDecider, botVoteStream(id, request.userId));
  const voted: 0 | 1 = voteWait(state, new Date().toISOString()) > 0 ? 1 : 0;
  return { voted };
}
