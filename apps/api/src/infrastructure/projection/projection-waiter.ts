import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

interface Waiter {
  position: number;
  resolve: (reached: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Read-your-writes: a command answers only once the read models have reached its position
 * (bounded by READ_YOUR_WRITES_TIMEOUT_MS, after which it answers anyway: the event is stored).
 */
@Injectable()
export class ProjectionWaiter {
  private projected = 0;
  private waiters: Waiter[] = [];
  private demandListeners: Array<() => void> = [];
  private advanceListeners: Array<(from: number, to: number) => void> = [];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get position(): number {
    return this.projected;
  }

  /** Called by whoever projects (inline projector, or a poller of the remote projector's checkpoints). */
  advance(position: number): void {
    if (position <= this.projected) return;
    const from = this.projected;
    this.projected = position;
    for (const listener of this.advanceListeners) listener(from, position);
    const [done, pending] = partition(this.waiters, (waiter) => waiter.position <= position);
    this.waiters = pending;
    for (const waiter of done) {
      clearTimeout(waiter.timer);
      waiter.resolve(true);
    }
  }

  /** Told of every advance, before the commands waiting for it answer. */
  onAdvance(listener: (from: number, to: number) => void): void {
    this.advanceListeners.push(listener);
  }

  /** Somebody waits: projectors wake at once instead of at their next poll. */
  onDemand(listener: () => void): void {
    this.demandListeners.push(listener);
  }

  waitFor(position: number, timeoutMs = this.config.readYourWritesTimeoutMs): Promise<boolean> {
    if (position <= this.projected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((other) => other !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
      for (const listener of this.demandListeners) listener();
    });
  }
}

function partition<T>(items: T[], predicate: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (predicate(item) ? yes : no).push(item);
  return [yes, no];
}
