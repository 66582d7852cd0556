import type { RateLimitHit, RateLimitStore } from './rate-limit-store.port';

const SWEEP_EVERY_HITS = 1000;

/** One api process without Redis: counters in memory, expired windows swept now and then. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.now();
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  private sweep(now: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}
