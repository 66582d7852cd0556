import { Logger } from '@nestjs/common';
import type { RecordedEvent } from '@botdir/contracts';
import type { EventStore } from '@botdir/event-store';

const BATCH_SIZE = 1000;

/** How a follower starts and resumes. */
export interface LogFollowerOptions {
  /** Wait between reads once caught up (ms). */
  idlePollMs?: number;
  /**
   * Most events handed over at once (default 1000). A batch is projected in one synchronous
   * transaction, so on the api's event loop its size bounds how long requests wait behind it.
   */
  batchSize?: number;
  /**
   * Runs before the first read and again before reading after any failure; the follower stays
   * paused (retrying) until it passes. The read models' event store binding goes here.
   */
  beforeReading?: () => Promise<void>;
}

/**
 * Follows the global log from a position, handing each batch to `onBatch`; polls when idle and
 * wakes at once when asked. Errors pause the loop briefly and retry the same batch.
 */
export class LogFollower {
  private readonly logger: Logger;
  private running = false;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    name: string,
    private readonly store: EventStore,
    private readonly onBatch: (events: RecordedEvent[]) => Promise<void>,
    private readonly options: LogFollowerOptions = {},
  ) {
    this.logger = new Logger(name);
  }

  start(after: number): void {
    this.running = true;
    this.loop = this.follow(after);
  }

  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wakeUp?.();
    await this.loop;
  }

  private async follow(from: number): Promise<void> {
    let after = from;
    let checked = false;
    while (this.running) {
      try {
        if (!checked) await this.options.beforeReading?.();
        checked = true;
        const events = await this.store.readAll({
          after,
          maxCount: this.options.batchSize ?? BATCH_SIZE,
        });
        if (events.length === 0) {
          await this.sleep(this.options.idlePollMs ?? 25);
          continue;
        }
        await this.onBatch(events);
        after = (events[events.length - 1] as RecordedEvent).position;
        // The embedded stores answer without real I/O: without this, a backlog's batches would
        // follow one another in microtasks and hold the event loop until it is all projected.
        await new Promise((resolve) => setImmediate(resolve));
      } catch (error) {
        // The store may have been replaced while it failed: check it again before reading on.
        checked = false;
        this.logger.error(`Paused after position ${after}: ${String(error)}`);
        await this.sleep(1000);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakeUp = null;
        resolve();
      }, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
    });
  }
}
