import type { SqliteEventStore, StreamAppend } from '@botdir/event-store';

type ApprovedBotAppends = (index: number, now: number) => StreamAppend[];

type SeedCapacityLog = (
  store: SqliteEventStore,
  events: number,
  firstDay: number,
) => Promise<{ bots: number; days: number; events: number }>;

/** A year of the capacity plan's traffic, scaled (the api's `capacity-log`, compiled). */
export async function seedCapacityMixLog(store: SqliteEventStore, events: number, now: number) {
  const compiled = '@botdir/api/dist/bench/capacity-log';
  const module = (await import(compiled)) as { seedCapacityLog: SeedCapacityLog };
  return module.seedCapacityLog(store, events, now);
}

/** The api's benchmark bots (decided by the real deciders), loaded from its compiled output. */
async function loadApprovedBotAppends(): Promise<ApprovedBotAppends> {
  const compiled = '@botdir/api/dist/bench/synthetic-bots';
  const module = (await import(compiled)) as { approvedBotAppends: ApprovedBotAppends };
  return module.approvedBotAppends;
}

const BOTS_PER_TRANSACTION = 2_000;

/**
 * Commands of synthetic bots, one append each (submit, approve, publish: three per bot), numbered
 * from `firstBot` so two generators over one log never collide.
 */
export async function* syntheticCommands(
  firstBot: number,
  now: number,
): AsyncGenerator<StreamAppend> {
  const approvedBotAppends = await loadApprovedBotAppends();
  for (let index = firstBot; ; index += 1) yield* approvedBotAppends(index, now);
}

/** Appends at least `events` events (whole bots) in large transactions; returns the bot count. */
export async function seedLog(
  store: SqliteEventStore,
  events: number,
  now: number,
): Promise<number> {
  const bots = Math.ceil(events / 3);
  const commands = syntheticCommands(0, now);
  for (let done = 0; done < bots; done += BOTS_PER_TRANSACTION) {
    const appends: StreamAppend[] = [];
    const count = Math.min(BOTS_PER_TRANSACTION, bots - done) * 3;
    for (let i = 0; i < count; i += 1) appends.push((await commands.next()).value as StreamAppend);
    await store.appendBatch(appends);
  }
  return bots;
}
