import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore, type EventToAppend } from '@botdir/event-store';
import { SqliteReadStore } from '@botdir/read-store';
import { approvedBotAppends } from '../../../api/src/bench/synthetic-bots';
import type { ProjectorConfig } from '../config/projector-config';
import { projectRange } from '../projection/project-range';
import { projectedPosition } from '../projection/projected-position';

const NOW = Date.parse('2025-06-01T00:00:00.000Z');
let prefixes = 0;

/** A fresh DATA_DIR with SQLite stores, and a queue prefix no other test uses. */
export class ProjectorFixture {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'projector-'));
  readonly events = new SqliteEventStore(join(this.dataDir, 'events.sqlite'));
  /** A second connection to the projector's read models, as the api would hold. */
  readonly reads = new SqliteReadStore({ path: join(this.dataDir, 'read-models.sqlite') });
  readonly queuePrefix = `test-${process.pid}-${Date.now()}-${(prefixes += 1)}`;
  private bots = 0;

  config(redisUrl: string, batchSize = 100): ProjectorConfig {
    return {
      dataDir: this.dataDir,
      eventStoreUrl: null,
      mongoUrl: null,
      redisUrl,
      queuePrefix: this.queuePrefix,
      batchSize,
      role: 'all',
      metricsPort: null,
      metricsToken: null,
      readyMaxLagSeconds: 30,
    };
  }

  env(redisUrl: string, batchSize = 100): NodeJS.ProcessEnv {
    return {
      ...process.env,
      DATA_DIR: this.dataDir,
      REDIS_URL: redisUrl,
      PROJECTOR_QUEUE_PREFIX: this.queuePrefix,
      PROJECTOR_BATCH_SIZE: String(batchSize),
      PROJECTOR_METRICS_PORT: '0',
    };
  }

  /** Appends `count` bots (three events each: submitted, approved, published). */
  async appendBots(count: number): Promise<number> {
    const appends = Array.from({ length: count }, () => approvedBotAppends(this.bots++, NOW));
    const results = await this.events.appendBatch(appends.flat());
    return results[results.length - 1]!.position;
  }

  async appendRaw(streamId: string, event: EventToAppend): Promise<number> {
    return (await this.events.appendToStream(streamId, [event], 'any')).position;
  }

  get botCount(): number {
    return this.bots;
  }

  /** Polls until the read models have projected everything in the log. */
  async projectedToHead(timeoutMs = 30_000): Promise<void> {
    await waitUntil(
      async () => (await projectedPosition(this.reads)) >= (await this.events.headPosition()),
      timeoutMs,
    );
  }

  /** The digest a fresh replay of the log gives (read models rebuilt from position 0, up to `upTo`). */
  async freshReplayDigest(upTo?: number): Promise<string> {
    const fresh = new SqliteReadStore({ path: ':memory:' });
    try {
      await projectRange(this.events, fresh, { after: 0, batchSize: 1000, upTo });
      return await fresh.digest();
    } finally {
      await fresh.close();
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.events.close(), this.reads.close()]);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
