import {
  PLATFORM_LIMITS,
  secondsLeft,
  type CommandActor,
  type Decider,
  type RecordedAt,
  type VoteCast,
  voteWeightAt,
} from '@botdir/contracts';
import { platformErrors } from './platform.errors';

export interface CastVote {
  type: 'CastVote';
  botId: number;
  voter: CommandActor;
  now: string;
  /** Read by the application layer from the bot's stream. */
  botIsPublic: boolean;
  botOwnerId: string;
}

/** When this user last voted for this bot. */
export interface BotVoteState {
  lastVotedAt: string | null;
}

export const initialBotVoteState: BotVoteState = { lastVotedAt: null };

const evolve = (_state: BotVoteState, _event: VoteCast, recorded: RecordedAt): BotVoteState => ({
  lastVotedAt: recorded.occurredAt,
});

/** Seconds until the user may vote again (0: now). */
export const voteWait = (state: BotVoteState, now: string): number =>
  secondsLeft(state.lastVotedAt, PLATFORM_LIMITS.voteIntervalSeconds, now);

function decide(command: CastVote, state: BotVoteState): VoteCast[] {
  if (!command.botIsPublic) throw platformErrors.voteBotNotPublic();
  if (command.voter.id === command.botOwnerId) throw platformErrors.voteOwnBot();
  const wait = voteWait(state, command.now);
  if (wait > 0) throw platformErrors.voteCooldown(wait);
  const data = {
    botId: command.botId,
    userId: command.voter.id,
    weight: voteWeightAt(command.now),
  };
  return [{ type: 'VoteCast', data }];
}

/** Stream `bot-votes-{botId}-{userId}`: one vote per user and bot every 12 hours. */
export const botVoteDecider: Decider<BotVoteState, CastVote, VoteCast> = {
  initialState: initialBotVoteState,
  evolve,
  decide,
};
