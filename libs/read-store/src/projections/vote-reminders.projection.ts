import {
  assertNever,
  PLATFORM_LIMITS,
  type DirectoryEventOf,
  type RecordedEvent,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** One user's reminder for one bot, from their first opt-in on (kept when cleared). */
export interface VoteReminderDoc {
  botId: number;
  userId: string;
  enabled: boolean;
  lastVotedAt: string | null;
  /** The vote (its time) whose reminder went out. */
  remindedFor: string | null;
  /** When the reminder for the latest vote is due; null: off, no vote yet, or already sent. */
  dueAt: string | null;
}

/** A reminder to send: for the vote the user cast at `votedAt`. */
export interface DueVoteReminder {
  botId: number;
  userId: string;
  votedAt: string;
}

type EventType = 'VoteCast' | 'VoteReminderSet' | 'VoteReminderCleared' | 'VoteReminderSent';

function withDue(doc: Omit<VoteReminderDoc, 'dueAt'>): VoteReminderDoc {
  const { enabled, lastVotedAt, remindedFor } = doc;
  if (!enabled || lastVotedAt === null || remindedFor === lastVotedAt) {
    return { ...doc, dueAt: null };
  }
  const due = Date.parse(lastVotedAt) + PLATFORM_LIMITS.voteIntervalSeconds * 1000;
  return { ...doc, dueAt: new Date(due).toISOString() };
}

function evolveVoteReminder(
  doc: VoteReminderDoc | null,
  event: RecordedEvent<DirectoryEventOf<EventType>>,
): VoteReminderDoc | null {
  switch (event.type) {
    case 'VoteCast':
      // A vote of a user without a reminder keeps no document.
      return doc && withDue({ ...doc, lastVotedAt: event.metadata.occurredAt });
    case 'VoteReminderSet': {
      const { botId, userId, lastVotedAt } = event.data;
      const remindedFor = doc?.remindedFor ?? null;
      return withDue({ botId, userId, enabled: true, lastVotedAt, remindedFor });
    }
    case 'VoteReminderCleared':
      // Kept: set again for the same vote, a reminder already sent is not due again.
      return doc && withDue({ ...doc, enabled: false });
    case 'VoteReminderSent':
      return doc && withDue({ ...doc, remindedFor: event.data.votedAt });
    default:
      return assertNever(event);
  }
}

/** Reminders users asked for, each due 12 hours after their latest vote until it is sent. */
export const voteRemindersProjection = defineProjection<VoteReminderDoc, EventType>({
  name: 'vote-reminders',
  eventTypes: ['VoteCast', 'VoteReminderSet', 'VoteReminderCleared', 'VoteReminderSent'],
  keyOf: (event) => `${event.data.botId}:${event.data.userId}`,
  evolve: evolveVoteReminder,
});

export const toDueVoteReminder = (doc: VoteReminderDoc): DueVoteReminder => ({
  botId: doc.botId,
  userId: doc.userId,
  votedAt: doc.lastVotedAt ?? '',
});
