import {
  botStatsDaysStream,
  botStatsStream,
  daysClosedBy,
  type DirectoryEvent,
  type RecordedEvent,
} from '@botdir/contracts';
import { eventIdFor, type EventStore } from '@botdir/event-store';
import { botStatsDecider } from '@api/modules/bots/domain/bot-stats.decider';

const written = (botId: number, events: DirectoryEvent[], commandId: string, now: string) =>
  events.map((event, index) => ({
    ...event,
    id: eventIdFor(commandId, index),
    metadata: {
      actor: { id: `bot:${botId}`, name: `Bot ${botId}`, roles: [] },
      correlationId: commandId,
      causationId: commandId,
      commandId,
      occurredAt: now,
      schemaVersion: event.type === 'BotStatsReported' ? 2 : 1,
    },
  }));

function stateOf(past: readonly RecordedEvent[]) {
  let state = botStatsDecider.initialState;
  for (const event of past) {
    const occurredAt = event.metadata.occurredAt;
    state = botStatsDecider.evolve(state, event as never, { occurredAt });
  }
  return state;
}

/**
 * One accepted stats post on a bare store, written as ReportBotStatsHandler writes it (the closed
 * days first, then the post, truncating the stream), or with `truncate: false` as it was written
 * before (every post kept): for the log-growth benchmark and the replay test.
 */
export async function appendStatsPost(
  store: EventStore,
  botId: number,
  serverCount: number,
  now: string,
  { truncate = true } = {},
): Promise<void> {
  const past = truncate
    ? await store.readStream(botStatsStream(botId))
    : await store.readStream(botStatsStream(botId), { direction: 'backwards', maxCount: 1 });
  const last = past.at(-1);
  const closed = truncate ? daysClosedBy(past, now) : [];
  if (closed.length > 0 && last) {
    const days = written(botId, closed, `bot-stats-days:${botId}:${last.id}`, now);
    await store.appendToStream(botStatsDaysStream(botId), days, 'any');
  }
  const post = { serverCount, shardCount: null, shardId: null, shards: null, userCount: null };
  const command = { type: 'ReportBotStats' as const, botId, post, now };
  const decided = botStatsDecider.decide(command, stateOf(past));
  const events = written(botId, decided, `stats-${botId}-${now}`, now);
  const options = truncate ? { truncateBefore: 'appended' as const } : {};
  await store.appendToStream(botStatsStream(botId), events, last?.revision ?? 'no_stream', options);
}
