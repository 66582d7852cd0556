import { setTimeout as sleep } from 'node:timers/promises';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { BatchApplier, type BatchResult } from './batch-applier';
import { PROJECTION_QUEUE, type BatchJob } from './batch-job';

const LOCK_DURATION_MS = 10_000;
/** Longest wait between two attempts of a batch that failed on an infrastructure error. */
const MAX_RETRY_DELAY_MS = 30_000;

/** 0.5 s, 1 s, 2 s … capped at 30 s: a read store that is down for minutes loses nothing. */
export function retryDelay(attemptsMade: number): number {
  return Math.min(500 * 2 ** Math.max(0, attemptsMade - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Concurrency 1 on one queue: batches are applied one at a time, in the order the feeder
 * enqueued them. A short lock makes a batch held by a killed worker available again within
 * ~15 s (later batches do not wait for it: they fill the gap themselves, see BatchApplier).
 */
@Processor(PROJECTION_QUEUE, {
  concurrency: 1,
  lockDuration: LOCK_DURATION_MS,
  stalledInterval: 5_000,
  maxStalledCount: 1_000,
  settings: { backoffStrategy: retryDelay },
})
export class BatchProcessor extends WorkerHost implements BeforeApplicationShutdown {
  private readonly logger = new Logger('BatchProcessor');
  /** The batch in hand whose outcome Redis has not recorded yet. */
  private current: string | null = null;

  constructor(private readonly applier: BatchApplier) {
    super();
  }

  async process(job: Job<BatchJob>): Promise<BatchResult> {
    this.current = String(job.id);
    const result = await this.applier.apply(job.data);
    if (result.gapFilled > 0) {
      this.logger.warn(`${job.id}: filled a gap of ${result.gapFilled} events from the log`);
    }
    return result;
  }

  /** An infrastructure error (read store or log unavailable): BullMQ retries with backoff. */
  @OnWorkerEvent('failed')
  onFailed(job: Job<BatchJob> | undefined, error: Error): void {
    this.current = null;
    this.logger.error(`${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`);
  }

  @OnWorkerEvent('completed')
  onCompleted(): void {
    this.current = null;
  }

  /**
   * Takes no new batch, lets the one in hand finish and Redis record it (at most a lock's
   * duration), then drops the connections: BullMQ's graceful close waits for Redis to take its last
   * commands, for ever while Redis is down. A batch whose outcome is lost so runs again: a no-op.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.pause(true);
    const deadline = Date.now() + LOCK_DURATION_MS;
    while (this.current !== null && Date.now() < deadline) await sleep(50);
    await this.worker.close(true);
  }

  /** Redis trouble, e.g. a batch whose job vanished with a Redis that restarted empty. */
  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.warn(`Worker: ${error.message}`);
  }
}
