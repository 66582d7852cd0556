import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import { ApiError } from '@api/infrastructure/http/api-error';
import { sendApiError } from '../send-api-error';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { rateLimitRuleFor } from './rate-limit-rules';
import type { RateLimitStore } from './rate-limit-store.port';

export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
  error?: ApiError;
}

/** The spec's per-IP limits; counters in Redis when configured, so they hold across replicas. */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimiter');
  private readonly store: RateLimitStore;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.store = config.redisUrl
      ? new RedisRateLimitStore(config.redisUrl)
      : new MemoryRateLimitStore();
  }

  /**
   * Spends one request from the caller's budget. `allowed: false` comes with the 429 to send;
   * a limiter outage allows the request (it must not take the site down with it).
   */
  async check(method: string, path: string, ip: string): Promise<RateDecision> {
    const rule = rateLimitRuleFor(method, path, this.config.rateLimits);
    if (!rule) return { allowed: true, headers: {} };
    try {
      const { count, resetInMs } = await this.store.hit(`${rule.name}:${ip}`, rule.windowMs);
      const headers = {
        'RateLimit-Limit': String(rule.limit),
        'RateLimit-Remaining': String(Math.max(0, rule.limit - count)),
      };
      if (count <= rule.limit) return { allowed: true, headers };
      const retryAfter = String(Math.max(1, Math.ceil(resetInMs / 1000)));
      const error = new ApiError(
        429,
        'RATE_LIMIT.EXCEEDED',
        `Too many requests: ${rule.describe} from one address. Try again in ${retryAfter} seconds.`,
        undefined,
        { 'Retry-After': retryAfter },
      );
      return { allowed: false, headers, error };
    } catch (error) {
      this.logger.warn(`rate limit store unavailable, request allowed: ${String(error)}`);
      return { allowed: true, headers: {} };
    }
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    void this.check(req.method, req.path, req.ip ?? 'unknown').then((decision) => {
      res.set(decision.headers);
      if (decision.allowed || !decision.error) return next();
      req.resume();
      sendApiError(res, decision.error);
    }, next);
  };

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
