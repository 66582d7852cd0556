import type { BotRated, CommandActor, Decider } from '@botdir/contracts';
import { ratingErrors } from './bot-rating.errors';

export interface RateBot {
  type: 'RateBot';
  botId: number;
  voter: CommandActor;
  stars: number;
  /** Read by the application layer from the bot's stream: live and not deleted. */
  botIsPublic: boolean;
  botOwnerId: string;
}

/** The user's current vote on one bot; a later vote replaces it. */
export interface BotRatingState {
  stars: number | null;
}

const initialState: BotRatingState = { stars: null };

function evolve(_state: BotRatingState, event: BotRated): BotRatingState {
  return { stars: event.data.stars };
}

function decide(command: RateBot, state: BotRatingState): BotRated[] {
  const { botId, voter, stars } = command;
  if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw ratingErrors.invalidStars();
  if (!command.botIsPublic) throw ratingErrors.botNotPublic();
  if (voter.id === command.botOwnerId) throw ratingErrors.ownBot();
  // The vote already says this: nothing happened, so nothing is recorded.
  if (state.stars === stars) return [];
  return [{ type: 'BotRated', data: { botId, userId: voter.id, stars } }];
}

/** Stream `bot-rating-{botId}-{userId}`: one stream per voter and bot. */
export const botRatingDecider: Decider<BotRatingState, RateBot, BotRated> = {
  initialState,
  evolve,
  decide,
};
