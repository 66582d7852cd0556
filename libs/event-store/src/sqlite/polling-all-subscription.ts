import type { RecordedEvent } from '@botdir/contracts';
import type { AllSubscription } from '../event-store.port';

const PAGE_SIZE = 500;

export interface PollingSubscriptionOptions {
  /** Events strictly after `after`, in position order, at most `maxCount`. */
  readPage(after: number, maxCount: number): RecordedEvent[];
  after: number;
  /** How long to sleep when caught up, unless woken by `notifyAppended()`. */
  pollIntervalMs: number;
  onClose(subscription: PollingAllSubscription): void;
}

/**
 * Catch-up then live over a log whose positions become visible in order (one writer at a time),
 * so "everything after my checkpoint" never skips or repeats an event. Appends made by another
 * process are found by polling; appends made through this process wake it at once.
 */
export class PollingAllSubscription implements AllSubscription {
  private checkpoint: number;
  private closed = false;
  private appendedSinceRead = false;
  private wake: (() => void) | null = null;

  constructor(private readonly options: PollingSubscriptionOptions) {
    this.checkpoint = options.after;
  }

  notifyAppended(): void {
    this.appendedSinceRead = true;
    this.wake?.();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.wake?.();
    this.options.onClose(this);
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent> {
    try {
      while (!this.closed) {
        this.appendedSinceRead = false;
        const page = this.options.readPage(this.checkpoint, PAGE_SIZE);
        for (const event of page) {
          if (this.closed) return;
          this.checkpoint = event.position;
          yield event;
        }
        if (page.length < PAGE_SIZE && !this.appendedSinceRead) await this.idle();
      }
    } finally {
      await this.close();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollIntervalMs);
      this.wake = done;
    });
  }
}
