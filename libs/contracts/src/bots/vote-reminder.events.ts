import type { DomainEvent } from '../common/event-envelope';

/**
 * The user asked to be told when they may vote for the bot again (stream `bot-votes-{bot}-{user}`).
 * `lastVotedAt` is their latest vote when they asked (null: none yet), so the reminders read model
 * needs no vote it did not see.
 */
export type VoteReminderSet = DomainEvent<
  'VoteReminderSet',
  { botId: number; userId: string; lastVotedAt: string | null }
>;

/** The user no longer wants the reminder. */
export type VoteReminderCleared = DomainEvent<
  'VoteReminderCleared',
  { botId: number; userId: string }
>;

/** The reminder for the vote cast at `votedAt` went out: at most one per vote. */
export type VoteReminderSent = DomainEvent<
  'VoteReminderSent',
  { botId: number; userId: string; votedAt: string }
>;

export type VoteReminderEvent = VoteReminderSet | VoteReminderCleared | VoteReminderSent;

export const VOTE_REMINDER_EVENT_VERSIONS: Record<VoteReminderEvent['type'], number> = {
  VoteReminderSet: 1,
  VoteReminderCleared: 1,
  VoteReminderSent: 1,
};
