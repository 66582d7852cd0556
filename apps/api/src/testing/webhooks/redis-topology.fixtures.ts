import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { openEventStore, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import { DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, TestApp } from '@api/testing/test-app';
import { OwnRedis } from '../../../../projector/src/bench/own-redis';
import { projectedPosition } from '../../../../projector/src/projection/projected-position';
import { startProjector, type RunningProjector } from '../../../../projector/src/start-projector';
import { castVote } from './cast-vote';
import { eventually, VoteReceiver } from './vote-receiver';

export const WEBHOOK_SECRET = 'topology-secret-0123456789';

/**
 * The Redis topology in one test process: an api and the projector (feeder → BullMQ → worker) on a
 * data folder and a redis-server of the test's own, so restarts and faults touch no other test.
 * `log` is a handle on the event store of its own, as another process (or the vote route) holds.
 */
export class RedisTopology {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-topology-'));
  readonly log: EventStore = openEventStore({ url: null, dataDir: this.dataDir });
  private running: TestApp | null = null;
  private projector: RunningProjector | null = null;

  private constructor(
    readonly redis: OwnRedis,
    private readonly env: Record<string, string>,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<RedisTopology> {
    const topology = new RedisTopology(await OwnRedis.start(), env);
    topology.projector = await startProjector(
      {
        dataDir: topology.dataDir,
        eventStoreUrl: null,
        mongoUrl: null,
        redisUrl: topology.redis.url,
        queuePrefix: 'botdir',
        batchSize: 100,
        role: 'all',
        metricsPort: null,
        metricsToken: null,
        readyMaxLagSeconds: 30,
      },
      ['error'],
    );
    await topology.startApi();
    return topology;
  }

  get api(): TestApp {
    if (!this.running) throw new Error('the api is stopped');
    return this.running;
  }

  async startApi(): Promise<TestApp> {
    this.running = await TestApp.start({
      WEBHOOK_RETRY_DELAYS: '200ms,200ms,200ms',
      WEBHOOK_POLL_MS: '100',
      ...this.env,
      REDIS_URL: this.redis.url,
      DATA_DIR: this.dataDir,
    });
    return this.running;
  }

  async stopApi(): Promise<void> {
    await this.running?.stop({ keepData: true });
    this.running = null;
  }

  /** A live bot of DEVELOPER's whose webhook points at `receiver`. */
  async botWithWebhook(receiver: VoteReceiver): Promise<number> {
    const developer = await this.api.login(DEVELOPER);
    const botId = await (await DirectoryClient.start(this.api)).liveBot();
    await eventually(
      () =>
        this.api.request('PUT', `/api/bots/${botId}/webhook`, {
          cookie: developer,
          body: { url: receiver.url, secret: WEBHOOK_SECRET },
        }),
      (answer) => answer.status === 200,
    );
    return botId;
  }

  vote(botId: number, userId: string): Promise<number> {
    return castVote(this.log, botId, userId);
  }

  /**
   * The event types of the delivery a vote requested (empty until it is requested): its request
   * and attempts, or its completion alone once it succeeded.
   */
  async deliveryOf(votePosition: number): Promise<{ streamId: string; types: string[] }> {
    const later = await this.log.readAll({ after: votePosition });
    const requested = later.find(
      (event) =>
        event.type === 'WebhookDeliveryRequested' || event.type === 'WebhookDeliveryCompleted',
    );
    if (!requested) return { streamId: '', types: [] };
    const events = await this.log.readStream(requested.streamId);
    return { streamId: requested.streamId, types: events.map((event) => event.type) };
  }

  /** The position the projector has built every read model up to. */
  projected(): Promise<number> {
    if (!this.projector) throw new Error('the projector is stopped');
    return projectedPosition(this.projector.app.get<ProjectionStore>(PROJECTION_STORE));
  }

  async close(): Promise<void> {
    await this.stopApi();
    await this.projector?.stop();
    await this.log.close();
    await this.redis.kill();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** What the stream of a delivery that succeeded keeps (its request and attempts are truncated). */
export const SENT_ONCE = ['WebhookDeliveryCompleted'];

/**
 * One Redis topology for the whole describe block, with a live bot whose vote webhook points at a
 * signed receiver; `nextVoter` gives a fresh voter id under `voterPrefix` (16 digits) per call.
 */
export function useVoteWebhookTopology(voterPrefix: string): {
  readonly topology: RedisTopology;
  readonly receiver: VoteReceiver;
  readonly botId: number;
  nextVoter(): string;
} {
  let voters = 0;
  const current = {
    topology: undefined as unknown as RedisTopology,
    receiver: undefined as unknown as VoteReceiver,
    botId: 0,
    nextVoter: () => `${voterPrefix}${String((voters += 1)).padStart(2, '0')}`,
  };
  beforeAll(async () => {
    current.topology = await RedisTopology.start();
    current.receiver = await VoteReceiver.start(WEBHOOK_SECRET);
    current.botId = await current.topology.botWithWebhook(current.receiver);
  }, 30_000);
  afterAll(async () => {
    await current.topology?.close();
    await current.receiver?.close();
  });
  return current;
}
