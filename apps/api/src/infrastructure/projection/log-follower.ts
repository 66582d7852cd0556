import { Logger } from '@nestjs/common';
import type { RecordedEvent } from '@botdir/contracts';
import type { EventStore } from '@botdir/event-store';

const BATCH_SIZE = 1000;

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
    private readonly idlePollMs = 25,
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
    while (this.running) {
      try {
        const events = await this.store.readAll({ after, maxCount: BATCH_SIZE });
        if (events.length === 0) {
          await this.sleep(this.idlePollMs);
          continue;
        }
        await this.onBatch(events);
        after = (events[events.length - 1] as RecordedEvent).position;
      } catch (error) {
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
