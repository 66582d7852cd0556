import { SetMetadata, applyDecorators } from '@nestjs/common';
import type { ProjectionName } from '@botdir/read-store';

/**
 * Which rate budget a route spends from (see rate-limit-budgets.ts): `reads` per address per
 * minute; `submissions`, `writes` and `votes` per address and per logged-in user; `reviews` the
 * writes budgets plus REVIEWS_PER_HOUR per user (posting or editing a review); `none` for
 * the reads the site's own pages make on every view (login state, health).
 */
export type RateLimitPolicy = 'reads' | 'submissions' | 'writes' | 'votes' | 'reviews' | 'none';

export interface PublicCacheOptions {
  /** The read models the answer is computed from: a change to any of them drops the answer. */
  readModels: readonly ProjectionName[];
  /**
   * The query parameters the route understands, with their defaults (null: none). Any other
   * parameter answers 400 QUERY.UNKNOWN_PARAMETER, and the cache key holds only these.
   */
  query?: Readonly<Record<string, string | number | null>>;
  /** Seconds an answer may be replayed although no read model moved (it depends on the clock). */
  ttl?: number;
  /**
   * The path parameter naming the one bot the answer is about, when it names it by id: the
   * answer reads that bot's documents alone, so a change to another bot leaves it kept.
   */
  perBot?: string;
}

export const RATE_LIMIT_POLICY = 'policy:rate-limit';
export const PUBLIC_CACHE_POLICY = 'policy:public-cache';
export const PUBLIC_CORS_POLICY = 'policy:public-cors';

/** The route's rate budget; on a controller class it applies to every route without its own. */
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_POLICY, policy);

/**
 * The answer is the same for every visitor (a pure function of the read models), so it may be
 * kept as bytes and replayed until one of its read models moves. An answer built for a logged-in
 * viewer is never kept, as it may show them what others may not see.
 */
export const PublicCache = (options: PublicCacheOptions) =>
  SetMetadata(PUBLIC_CACHE_POLICY, options);

/** Any site may read the answer from a browser (`Access-Control-Allow-Origin: *`, no credentials). */
export const PublicCors = () => SetMetadata(PUBLIC_CORS_POLICY, true);

/** A public read: the reads budget, open CORS, and the public answer cache. */
export const PublicRead = (options: PublicCacheOptions) =>
  applyDecorators(RateLimit('reads'), PublicCors(), PublicCache(options));

export const ALLOWED_WHILE_BANNED = 'policy:allowed-while-banned';

/**
 * A write a banned user may still make (logging in or out, appealing, a page view): every other
 * non-GET route refuses a banned user with 403 USER.BANNED (the bans module's global guard).
 */
export const AllowedWhileBanned = () => SetMetadata(ALLOWED_WHILE_BANNED, true);
