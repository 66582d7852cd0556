import { setTimeout as sleep } from 'node:timers/promises';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { RecordedEvent } from '@botdir/contracts';
import { EVENT_STORE, type AllSubscription, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import type { ProjectorConfig } from '../config/projector-config';
import { PROJECTOR_CONFIG } from '../config/projector-config.token';
import { projectedPosition } from '../projection/projected-position';
import { checkSameEventStore } from '../config/same-event-store';
import { batchJobId, lastPositionOf, type BatchJob } from '../worker/batch-job';
import { batchesOf } from './batches-of';
import { QUEUE_CLIENT } from '../queue/queue-client';

/** The feeder stays at most this many batches ahead of the worker (Redis holds no backlog). */
const MAX_WAITING_BATCHES = 16;
const MAX_BACKOFF_MS = 5_000;
/** How often the feeder looks for enqueued batches that nothing will apply any more. */
const STRANDED_CHECK_MS = 5_000;
const JOB_OPTIONS = {
  attempts: 50,
  backoff: { type: 'capped-exponential' },
  removeOnComplete: true,
  removeOnFail: 100,
};

/**
 * Follows the log (catch-up, then live) and enqueues consecutive batches on the one ordered queue.
 * Its own checkpoint, the last enqueued position, lives in Redis beside the jobs: while jobs are
 * pending it resumes from max(read-store checkpoint, enqueued checkpoint); with an empty queue
 * (or a Redis that lost everything) from the read-store checkpoint. After any error, and after
 * every Redis reconnection, it subscribes again from there, backing off up to 5 s; each time it
 * first checks that the log is still the one the checkpoints count in. Every 5 s it also checks
 * that what it enqueued is applied or still queued: batches that failed for good with no later
 * batch to fill their gap (the last ones of the log) are retried from their first try.
 */
@Injectable()
export class Feeder implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Feeder');
  private readonly stopping = new AbortController();
  private subscription: AllSubscription | null = null;
  private loop: Promise<void> | null = null;
  /** Whether the current subscription enqueued anything. */
  private progressed = false;
  private watch: Promise<void> | null = null;
  /** The last position this subscription enqueued (or resumed from). */
  private enqueuedUpTo = 0;

  constructor(
    @Inject(QUEUE_CLIENT) private readonly queue: Queue<BatchJob>,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PROJECTION_STORE) private readonly readStore: ProjectionStore,
    @Inject(PROJECTOR_CONFIG) private readonly config: ProjectorConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const redis = await this.queue.client;
    redis.on('ready', () => {
      this.logger.warn('Redis reconnected: resubscribing from the checkpoints');
      void this.subscription?.close();
    });
    this.loop = this.run();
    this.watch = this.watchStranded();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.subscription?.close();
    await Promise.all([this.loop, this.watch]);
  }

  private get running(): boolean {
    return !this.stopping.signal.aborted;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      this.progressed = false;
      try {
        await this.feed();
        failures = 0;
      } catch (error) {
        // A subscription that fed events before it dropped starts the backoff over.
        failures = this.progressed ? 1 : failures + 1;
        const delay = Math.min(100 * 2 ** failures, MAX_BACKOFF_MS);
        this.logger.error(`Feeding failed, resubscribing in ${delay} ms: ${String(error)}`);
        await this.pause(delay);
      }
    }
  }

  private async feed(): Promise<void> {
    // Every (re)subscription: the server behind EVENT_STORE_URL may have been wiped or replaced.
    await checkSameEventStore(this.eventStore, this.readStore, this.queue);
    let after = await this.resumePosition();
    this.enqueuedUpTo = after;
    const subscription = this.eventStore.subscribeToAll({ after });
    this.subscription = subscription;
    if (!this.running) await subscription.close();
    this.logger.log(`Feeding the queue from position ${after}`);
    try {
      for await (const events of batchesOf(subscription, this.config.batchSize)) {
        await this.waitForRoom();
        if (!this.running) break;
        await this.enqueue(after, events);
        this.progressed = true;
        after = events[events.length - 1]!.position;
      }
    } finally {
      this.subscription = null;
      await subscription.close();
    }
  }

  private async pendingJobs(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  }

  private async resumePosition(): Promise<number> {
    const projected = await projectedPosition(this.readStore);
    if ((await this.pendingJobs()) === 0) return projected;
    const redis = await this.queue.client;
    const enqueued = Number((await redis.get(this.checkpointKey)) ?? 0);
    return Math.max(projected, enqueued);
  }

  private async enqueue(after: number, events: RecordedEvent[]): Promise<void> {
    const upTo = events[events.length - 1]!.position;
    await this.queue.add('batch', { after, upTo }, { ...JOB_OPTIONS, jobId: batchJobId(events) });
    const redis = await this.queue.client;
    await redis.set(this.checkpointKey, String(upTo));
    this.enqueuedUpTo = upTo;
  }

  private async watchStranded(): Promise<void> {
    while (this.running) {
      await this.pause(STRANDED_CHECK_MS);
      if (!this.running) break;
      await this.retryStranded().catch((error: unknown) =>
        this.logger.warn(`Could not check for stranded batches: ${String(error)}`),
      );
    }
  }

  /**
   * Read in this order (enqueued, then the queue, then the read models): with no job pending, every
   * batch enqueued before has finished, and the read models show each one that was applied.
   */
  private async retryStranded(): Promise<void> {
    const enqueued = this.enqueuedUpTo;
    if ((await this.pendingJobs()) > 0) return;
    const projected = await projectedPosition(this.readStore);
    if (projected >= enqueued) return;
    const stranded = (await this.queue.getFailed()).filter(
      (job) => (lastPositionOf(job.data) ?? 0) > projected,
    );
    if (stranded.length === 0) {
      // Gone from Redis rather than failed: enqueue them again from the read models' checkpoint.
      this.logger.warn(`Nothing queued after position ${projected}: resubscribing`);
      await this.subscription?.close();
      return;
    }
    this.logger.warn(`Retrying ${stranded.length} failed batches after position ${projected}`);
    for (const job of stranded) await job.retry('failed', { resetAttemptsMade: true });
  }

  private async waitForRoom(): Promise<void> {
    while (this.running && (await this.queue.getWaitingCount()) >= MAX_WAITING_BATCHES) {
      await this.pause(5);
    }
  }

  private get checkpointKey(): string {
    return this.queue.toKey('feeder-checkpoint');
  }

  private pause(ms: number): Promise<void> {
    return sleep(ms, undefined, { signal: this.stopping.signal }).catch(() => undefined);
  }
}
