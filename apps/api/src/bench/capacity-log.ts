import type { SqliteEventStore, StreamAppend } from '@botdir/event-store';
import {
  CAPACITY_DAY,
  appendDeliveries,
  visitAppends,
  voteAppends,
  VOTED_BOTS,
} from './capacity-mix';
import { appendStatsPost } from './stats-posts';
import { approvedBotAppends } from './synthetic-bots';

const DAY_MS = 86_400_000;
const BOTS_PER_TRANSACTION = 2_000;

/** What a capacity-mix log holds: its listed bots and the days of traffic after them. */
export interface CapacityLog {
  bots: number;
  days: number;
  /** Events the log keeps (truncated ones are gone): what a replay reads. */
  events: number;
}

/**
 * A log shaped like a year of the capacity plan's traffic (docs/capacity.md) after the lean log,
 * each day divided by `scale`: `VOTED_BOTS` listed bots, then whole days of votes, completed vote
 * webhooks (request, claim, completion: the completion is kept), page views, invite clicks and
 * one stats post per posting bot (each closing the bot's previous day, as the api writes it),
 * until the log keeps at least `events` events.
 */
export async function seedCapacityLog(
  store: SqliteEventStore,
  events: number,
  firstDay: number,
  scale = 1000,
): Promise<CapacityLog> {
  const scaled = (count: number) => Math.max(1, Math.round(count / scale));
  for (let done = 0; done < VOTED_BOTS; done += BOTS_PER_TRANSACTION) {
    const appends: StreamAppend[] = [];
    const end = Math.min(VOTED_BOTS, done + BOTS_PER_TRANSACTION);
    for (let index = done; index < end; index += 1)
      appends.push(...approvedBotAppends(index, firstDay));
    await store.appendBatch(appends);
  }
  const postingBots = Math.min(VOTED_BOTS, scaled(CAPACITY_DAY.postingBots));
  const visits = scaled(CAPACITY_DAY.pageViews) + scaled(CAPACITY_DAY.inviteClicks);
  const perDay = scaled(CAPACITY_DAY.votes) + scaled(CAPACITY_DAY.deliveries) + visits;
  let kept = VOTED_BOTS * 3;
  let days = 0;
  for (; kept < events; days += 1) {
    const at = firstDay + days * DAY_MS;
    await store.appendBatch(voteAppends(scaled(CAPACITY_DAY.votes), at));
    await appendDeliveries(
      (appends) => store.appendBatch(appends),
      scaled(CAPACITY_DAY.deliveries),
      at,
    );
    await store.appendBatch(visitAppends('PageViewed', scaled(CAPACITY_DAY.pageViews), at));
    await store.appendBatch(visitAppends('InviteClicked', scaled(CAPACITY_DAY.inviteClicks), at));
    for (let bot = 1; bot <= postingBots; bot += 1)
      await appendStatsPost(store, bot, 1_000 + days, new Date(at + bot * 1_000).toISOString());
    // Day one keeps each bot's post; every later post replaces it and closes the bot's day before.
    kept += perDay + postingBots;
  }
  return { bots: VOTED_BOTS, days, events: kept };
}
