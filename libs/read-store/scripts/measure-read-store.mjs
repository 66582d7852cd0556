// Measures rebuild throughput (live and shadow replay) and query latency of the SQLite read store.
// Run after `npx tsc -b libs/read-store`: node libs/read-store/scripts/measure-read-store.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

import { approvedBotHistory, at } from './synthetic-history.mjs';

const require = createRequire(import.meta.url);
const { SqliteReadStore } = require('../dist/index.js');
const BOTS = Number(process.argv[2] ?? 100_000);

const dir = mkdtempSync(join(tmpdir(), 'read-store-'));
const store = new SqliteReadStore({ path: join(dir, 'read.db') });
const events = [...approvedBotHistory(BOTS)];
const count = events.length;
async function replay(target, label) {
  const started = performance.now();
  for (let start = 0; start < count; start += 5000) {
    await target.applyEvents(events.slice(start, start + 5000));
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ${count} events in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} events/s`,
  );
  return seconds;
}

await replay(store, 'live rebuild (indexes kept up to date)');
const shadowSeconds = await replay(await store.openShadow(), 'shadow replay (indexes deferred)');
const promoting = performance.now();
await store.promoteShadow();
const promoteSeconds = (performance.now() - promoting) / 1000;
console.log(
  `promote (full-text, indexes, swap): ${promoteSeconds.toFixed(2)} s; shadow rebuild overall ` +
    `${Math.round(count / (shadowSeconds + promoteSeconds))} events/s`,
);

async function p99(label, run, times = 200) {
  const samples = [];
  for (let i = 0; i < times; i += 1) {
    const t = performance.now();
    await run(i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  const pick = (q) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(2);
  console.log(`${label}: p50 ${pick(0.5)} ms, p99 ${pick(0.99)} ms`);
}

const searches = ['music', 'mus', 'helper bot', 'anime 4242', 'features', 'tick'];
await p99('search', (i) =>
  store.listBots({ search: searches[i % searches.length], limit: 20, offset: 0 }),
);
await p99('list newest', (i) => store.listBots({ limit: 20, offset: i * 20 }));
await p99('list by rating', () => store.listBots({ sort: 'rating', limit: 20, offset: 0 }));
await p99('list by name in category', () =>
  store.listBots({ category: 'music', sort: 'name', limit: 20, offset: 0 }),
);
await p99('new releases', () =>
  store.listBots({ createdAfter: at(BOTS * 3 - 30 * 86400), limit: 20, offset: 0 }),
);
await p99('categories', () => store.categories());
await p99('stats', () => store.stats());
await p99('featured', () => store.featuredBots(10));
await store.close();
rmSync(dir, { recursive: true, force: true });
