import * as path from 'node:path';
import { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { approvedBotAppends } from './synthetic-bots';
import { fmt } from './bench-tools';

/** Appends the events of `bots` approved bots (3 per bot) to a fresh SQLite event store. */
export async function seedApprovedBots(dataDir: string, bots: number): Promise<number> {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const now = Date.now();
  const started = performance.now();
  for (let first = 0; first < bots; first += 2000) {
    const appends = [];
    for (let index = first; index < Math.min(bots, first + 2000); index += 1)
      appends.push(...approvedBotAppends(index, now));
    await store.appendBatch(appends);
  }
  const head = await store.headPosition();
  console.log(
    `seeded ${bots} approved bots as ${head} events in ${fmt((performance.now() - started) / 1000)} s`,
  );
  await store.close();
  return head;
}

/** Projects every event into fresh SQLite read models, printing the rate. */
export async function rebuildReadModels(dataDir: string, head: number): Promise<void> {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const readStore = new SqliteReadStore({ path: path.join(dataDir, 'read-models.sqlite') });
  const started = performance.now();
  let after = 0;
  while (after < head) {
    const events = await store.readAll({ after, maxCount: 5000 });
    await readStore.applyEvents(events);
    after = (events[events.length - 1] as { position: number }).position;
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `rebuild: ${head} events in ${fmt(seconds, 2)} s = ${fmt(head / seconds, 0)} events/s (read + project)`,
  );
  await readStore.close();
  await store.close();
}
