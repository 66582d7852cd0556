import {
  assertNever,
  type BotAnalyticsDay,
  type DirectoryEventOf,
  type RecordedEvent,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** One bot's day: what the owner's chart shows. */
export interface AnalyticsDoc extends BotAnalyticsDay {
  botId: number;
}

const ANALYTICS_EVENT_TYPES = [
  'PageViewed',
  'InviteClicked',
  'VoteCast',
  'BotRated',
  'ReviewPosted',
  'BotStatsReported',
  'BotStatsDayClosed',
] as const;
type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];
type FoldedEvent = RecordedEvent<DirectoryEventOf<AnalyticsEventType>>;

/** Page views, invite clicks and closed days carry their day; the others count when they happened. */
function dayOf(event: FoldedEvent): string {
  switch (event.type) {
    case 'PageViewed':
    case 'InviteClicked':
    case 'BotStatsDayClosed':
      return event.data.day;
    case 'VoteCast':
    case 'BotRated':
    case 'ReviewPosted':
    case 'BotStatsReported':
      return event.metadata.occurredAt.slice(0, 10);
    default:
      return assertNever(event);
  }
}

const emptyDay = (botId: number, day: string): AnalyticsDoc => ({
  botId,
  day,
  views: 0,
  inviteClicks: 0,
  votes: 0,
  ratings: 0,
  serverCount: null,
});

function evolveAnalytics(doc: AnalyticsDoc | null, event: FoldedEvent): AnalyticsDoc {
  const day = doc ?? emptyDay(event.data.botId, dayOf(event));
  switch (event.type) {
    case 'PageViewed':
      return { ...day, views: day.views + 1 };
    case 'InviteClicked':
      return { ...day, inviteClicks: day.inviteClicks + 1 };
    case 'VoteCast':
      return { ...day, votes: day.votes + event.data.weight };
    case 'BotRated':
    case 'ReviewPosted':
      return { ...day, ratings: day.ratings + 1 };
    case 'BotStatsReported':
    case 'BotStatsDayClosed':
      return { ...day, serverCount: event.data.serverCount };
    default:
      return assertNever(event);
  }
}

/**
 * Per bot and day (UTC): page views and invite clicks (one per visitor and day), votes, ratings
 * given, and the last server count posted. Replay rebuilds it from the kept events: the stats stream
 * keeps only the latest post, and each earlier day's last count is its `BotStatsDayClosed`.
 */
export const analyticsProjection = defineProjection<AnalyticsDoc, AnalyticsEventType>({
  name: 'analytics',
  eventTypes: ANALYTICS_EVENT_TYPES,
  keyOf: (event) => `${event.data.botId}:${dayOf(event)}`,
  evolve: evolveAnalytics,
});

const DAY_MS = 86_400_000;

/** The `days` days ending at `today` (YYYY-MM-DD), oldest first. */
export function dayRange(today: string, days: number): string[] {
  const end = Date.parse(`${today}T00:00:00.000Z`);
  if (Number.isNaN(end)) throw new Error(`Invalid day: ${today}`);
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Every day of the range, zeros where nothing happened; the server count carries forward from the
 * last day that had one (`before`: the last count known before the range).
 */
export function toAnalyticsSeries(
  docs: readonly AnalyticsDoc[],
  range: readonly string[],
  before: number | null,
): BotAnalyticsDay[] {
  const byDay = new Map(docs.map((doc) => [doc.day, doc]));
  let serverCount = before;
  return range.map((day) => {
    const doc = byDay.get(day);
    if (doc?.serverCount !== null && doc?.serverCount !== undefined) serverCount = doc.serverCount;
    return {
      day,
      views: doc?.views ?? 0,
      inviteClicks: doc?.inviteClicks ?? 0,
      votes: doc?.votes ?? 0,
      ratings: doc?.ratings ?? 0,
      serverCount,
    };
  });
}
