export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/** A counter per key whose window starts at the key's first hit. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}
