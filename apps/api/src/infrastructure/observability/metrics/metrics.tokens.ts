/** The api's Prometheus registry (prom-client `Registry`). */
export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/** Plain counters of the public answer cache, read at each scrape. */
export interface PublicCacheStats {
  stats(): {
    hits: number;
    misses: number;
    evictions?: number;
    staleHits?: number;
    idleDrops?: number;
    entries?: number;
    bytes?: number;
  };
}
export const PUBLIC_CACHE_STATS = Symbol('PUBLIC_CACHE_STATS');

/** The rate limiter's 429 refusals per policy (reads, submissions, writes, votes), read at each scrape. */
export interface RateLimitStats {
  stats(): Readonly<Record<string, number>>;
}
export const RATE_LIMIT_STATS = Symbol('RATE_LIMIT_STATS');
