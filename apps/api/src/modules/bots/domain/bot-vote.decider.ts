import {
  PLATFORM_LIMITS,
  secondsLeft,
  type CommandActor,
  type Decider,
  type RecordedAt,
  type VoteCast,
  type VoteReminderEvent,
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
  /** The main owner and the co-owners: nobody votes for a bot they develop. */
  botOwnerIds: readonly string[];
}

/** Opt in to (or out of) a reminder when the user may vote again. */
export interface SetVoteReminder {
  type: 'SetVoteReminder';
  botId: number;
  userId: string;
  enabled: boolean;
}

/** Send the reminder due for the vote cast at `votedAt` (the timed job, read from the read model). */
export interface SendVoteReminder {
  type: 'SendVoteReminder';
  botId: number;
  userId: string;
  votedAt: string;
  now: string;
}

export type BotVoteCommand = CastVote | SetVoteReminder | SendVoteReminder;
export type BotVoteEvent = VoteCast | VoteReminderEvent;

/** When this user last voted for this bot, and whether they want to hear when they may again. */
export interface BotVoteState {
  lastVotedAt: string | null;
  reminder: boolean;
  /** The vote (its time) whose reminder went out. */
  remindedFor: string | null;
}

export const initialBotVoteState: BotVoteState = {
  lastVotedAt: null,
  reminder: false,
  remindedFor: null,
};

function evolve(state: BotVoteState, event: BotVoteEvent, recorded: RecordedAt): BotVoteState {
  switch (event.type) {
    case 'VoteCast':
      return { ...state, lastVotedAt: recorded.occurredAt };
    case 'VoteReminderSet':
      return { ...state, reminder: true };
    case 'VoteReminderCleared':
      return { ...state, reminder: false };
    case 'VoteReminderSent':
      return { ...state, remindedFor: event.data.votedAt };
  }
}

/** Seconds until the user may vote again (0: now). */
export const voteWait = (state: BotVoteState, now: string): number =>
  secondsLeft(state.lastVotedAt, PLATFORM_LIMITS.voteIntervalSeconds, now);

function castVote(command: CastVote, state: BotVoteState): VoteCast[] {
  if (!command.botIsPublic) throw platformErrors.voteBotNotPublic();
  if (command.botOwnerIds.includes(command.voter.id)) throw platformErrors.voteOwnBot();
  const wait = voteWait(state, command.now);
  if (wait > 0) throw platformErrors.voteCooldown(wait);
  const data = {
    botId: command.botId,
    userId: command.voter.id,
    weight: voteWeightAt(command.now),
  };
  return [{ type: 'VoteCast', data }];
}

/** Setting what is already set appends nothing. */
function setReminder(command: SetVoteReminder, state: BotVoteState): VoteReminderEvent[] {
  const { botId, userId, enabled } = command;
  if (enabled === state.reminder) return [];
  if (!enabled) return [{ type: 'VoteReminderCleared', data: { botId, userId } }];
  return [{ type: 'VoteReminderSet', data: { botId, userId, lastVotedAt: state.lastVotedAt } }];
}

/**
 * Sent once per vote, only for the latest one, once the user may vote again, and only while they
 * want it: anything else (a stale read model, a second replica) appends nothing.
 */
function sendReminder(command: SendVoteReminder, state: BotVoteState): VoteReminderEvent[] {
  const { botId, userId, votedAt } = command;
  if (!state.reminder || state.lastVotedAt !== votedAt) return [];
  if (state.remindedFor === votedAt || voteWait(state, command.now) > 0) return [];
  return [{ type: 'VoteReminderSent', data: { botId, userId, votedAt } }];
}

function decide(command: BotVoteCommand, state: BotVoteState): BotVoteEvent[] {
  switch (command.type) {
    case 'CastVote':
      return castVote(command, state);
    case 'SetVoteReminder':
      return setReminder(command, state);
    case 'SendVoteReminder':
      return sendReminder(command, state);
  }
}

/**
 * Stream `bot-votes-{botId}-{userId}`: one vote per user and bot every 12 hours, and the user's
 * reminder for when they may vote again.
 */
export const botVoteDecider: Decider<BotVoteState, BotVoteCommand, BotVoteEvent> = {
  initialState: initialBotVoteState,
  evolve,
  decide,
};
