import type { RecordedEvent } from '../common/event-envelope';
import type { BotStatsDayClosed } from './bot.events';

const dayOf = (iso: string): string => iso.slice(0, 10);

/**
 * The last server count of every day the stats stream still holds, before `now`'s day, oldest
 * first: what must be written to `bot-stats-days-{id}` before a post truncates the stream. Usually
 * one day (the stream holds one post); a stream written before truncation gives all its days once.
 */
export function daysClosedBy(past: readonly RecordedEvent[], now: string): BotStatsDayClosed[] {
  const today = dayOf(now);
  const lastOfDay = new Map<string, BotStatsDayClosed>();
  for (const event of past) {
    if (event.type !== 'BotStatsReported') continue;
    const day = dayOf(event.metadata.occurredAt);
    if (day >= today) continue;
    const { botId, serverCount } = event.data;
    lastOfDay.delete(day);
    lastOfDay.set(day, { type: 'BotStatsDayClosed', data: { botId, day, serverCount } });
  }
  return [...lastOfDay.values()].sort((a, b) => a.data.day.localeCompare(b.data.day));
}
