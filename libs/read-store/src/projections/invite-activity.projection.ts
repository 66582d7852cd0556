import type { InviteClicked, RecordedEvent } from '@botdir/contracts';
import { defineProjection } from './projection';

/** One visitor's invite clicks on one bot: a visitor counts once per bot in any window. */
export interface InviteActivityDoc {
  botId: number;
  visitor: string;
  /** The latest day (YYYY-MM-DD) the visitor clicked Invite. */
  lastDay: string;
}

function evolveActivity(
  doc: InviteActivityDoc | null,
  event: RecordedEvent<InviteClicked>,
): InviteActivityDoc {
  const { botId, visitor, day } = event.data;
  const lastDay = doc && doc.lastDay > day ? doc.lastDay : day;
  return { botId, visitor, lastDay };
}

export const inviteActivityProjection = defineProjection<InviteActivityDoc, 'InviteClicked'>({
  name: 'invite-activity',
  eventTypes: ['InviteClicked'],
  keyOf: (event) => `${event.data.botId}:${event.data.visitor}`,
  evolve: evolveActivity,
});

const DAY_MS = 86_400_000;
const WINDOW_DAYS = { week: 7, month: 30 } as const;

/** First day (inclusive) a click counts in the window ending at `now`; '' for all time. */
export function windowStartDay(window: 'week' | 'month' | 'all', now: string): string {
  if (window === 'all') return '';
  const end = Date.parse(now);
  if (Number.isNaN(end)) throw new Error(`Invalid 'now': ${now}`);
  return new Date(end - (WINDOW_DAYS[window] - 1) * DAY_MS).toISOString().slice(0, 10);
}
