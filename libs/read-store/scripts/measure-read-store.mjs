// Measures rebuild throughput and query latency of the SQLite read store at 100,000 public bots.
// Run after `npx tsc -b libs/read-store`: node libs/read-store/scripts/measure-read-store.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SqliteReadStore } = require('../dist/index.js');

const BOTS = Number(process.argv[2] ?? 100_000);
const WORDS = ['music', 'moderation', 'games', 'anime', 'economy', 'tickets', 'logging', 'helper'];
const CATEGORIES = ['music', 'moderation', 'fun', 'utility', 'economy', 'games', 'ai'];
const at = (n) => new Date(Date.UTC(2024, 0, 1) + n * 1000).toISOString();
const meta = (n) => ({
  actor: { id: 'a', name: 'a', roles: [] },
  correlationId: 'c',
  causationId: 'c',
  commandId: 'c',
  occurredAt: at(n),
  schemaVersion: 1,
});

function* triples() {
  let position = 0;
  for (let id = 1; id <= BOTS; id += 1) {
    const word = WORDS[id % WORDS.length];
    const bot = {
      name: `${word} bot ${id}`,
      description: `A ${WORDS[(id * 7) % WORDS.length]} bot number ${id} with many features`,
      shortDescription: `Bot ${id} for ${word}`,
      avatar: 'https://cdn.example.com/a.png',
      inviteUrl: 'https://discord.com/oauth2/authorize?client_id=1',
      categories: [CATEGORIES[id % CATEGORIES.length]],
      tags: [word],
      isOnline: true,
      ownerId: `owner${id % 1000}`,
      ownerName: 'owner',
    };
    const sid = String(id);
    const base = { streamId: `submission-${sid}`, revision: 0 };
    yield {
      ...base,
      id: `e${++position}`,
      position,
      type: 'BotSubmitted',
      metadata: meta(position),
      data: { submissionId: sid, botId: id, bot, submitterId: bot.ownerId, submitterName: 'o' },
    };
    yield {
      ...base,
      id: `e${++position}`,
      position,
      type: 'SubmissionReviewed',
      metadata: meta(position),
      data: {
        submissionId: sid,
        botId: id,
        decision: 'approved',
        notes: '',
        reviewerId: 'r',
        reviewerName: 'r',
      },
    };
    yield {
      ...base,
      id: `e${++position}`,
      position,
      type: 'BotPublished',
      metadata: meta(position),
      data: { botId: id, submissionId: sid, bot, approvedBy: 'r' },
    };
  }
}

const dir = mkdtempSync(join(tmpdir(), 'read-store-'));
const store = new SqliteReadStore({ path: join(dir, 'read.db') });
const events = [...triples()];
const count = events.length;
const started = performance.now();
for (let start = 0; start < count; start += 3000) {
  await store.applyEvents(events.slice(start, start + 3000));
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `rebuild: ${count} events in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} events/s`,
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
