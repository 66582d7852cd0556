import * as fs from 'node:fs';
import * as path from 'node:path';
import { SqliteEventStore } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { approvedBotAppends } from './synthetic-bots';
import { fmt } from './bench-tools';

/**
 * Appends the events of `bots` approved bots (3 per bot) to a fresh SQLite event store. With
 * BENCH_LOG_CACHE (a folder outside the repository), a log seeded earlier for the same count is
 * copied instead: seeding a million bots takes minutes on a busy 2-core machine.
 */
export async function seedApprovedBots(dataDir: string, bots: number): Promise<number> {
  const target = path.join(dataDir, 'events.sqlite');
  const cacheDir = process.env.BENCH_LOG_CACHE;
  const cached = cacheDir ? path.join(cacheDir, `approved-bots-${bots}.sqlite`) : null;
  if (cached && fs.existsSync(cached)) {
    fs.copyFileSync(cached, target);
    const copy = new SqliteEventStore(target);
    const head = await copy.headPosition();
    await copy.close();
    console.log(`copied the log of ${bots} approved bots (${head} events) from ${cached}`);
    return head;
  }
  const head = await seedLog(target, bots);
  if (cached) {
    fs.mkdirSync(path.dirname(cached), { recursive: true });
    fs.copyFileSync(target, cached);
  }
  return head;
}

async function seedLog(file: string, bots: number): Promise<number> {
  const store = new SqliteEventStore(file);
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

/**
 * Rebuilds the read models the way `projections -- replay all` does: into a shadow copy, then an
 * atomic swap. Prints the rate including reading the log and the swap.
 */
export async function rebuildReadModels(dataDir: string, head: number): Promise<number> {
  const store = new SqliteEventStore(path.join(dataDir, 'events.sqlite'));
  const live = new SqliteReadStore({ path: path.join(dataDir, 'read-models.sqlite') });
  const started = performance.now();
  const shadow = await live.openShadow();
  let after = 0;
  let reading = 0;
  while (after < head) {
    const readStarted = performance.now();
    const events = await store.readAll({ after, maxCount: 5000 });
    reading += performance.now() - readStarted;
    await shadow.applyEvents(events);
    after = (events[events.length - 1] as { position: number }).position;
  }
  const promoteStarted = performance.now();
  await live.promoteShadow();
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `rebuild (replay into a shadow + swap): ${head} events in ${fmt(seconds, 2)} s = ${fmt(head / seconds, 0)} events/s ` +
      `(reading the log ${fmt(reading / 1000, 2)} s, swap ${fmt((performance.now() - promoteStarted) / 1000, 2)} s)`,
  );
  await live.close();
  await store.close();
  return seconds;
}
