import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ApiError } from '../../http/api-error';
import { sendApiError } from '../send-api-error';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { rateLimitRuleFor } from './rate-limit-rules';
import type { RateLimitStore } from './rate-limit-store.port';

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

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const rule = rateLimitRuleFor(req.method, req.path, this.config.rateLimits);
    if (!rule) return next();
    this.store.hit(`${rule.name}:${req.ip ?? 'unknown'}`, rule.windowMs).then(
      ({ count, resetInMs }) => {
        res.setHeader('RateLimit-Limit', String(rule.limit));
        res.setHeader('RateLimit-Remaining', String(Math.max(0, rule.limit - count)));
        if (count <= rule.limit) return next();
        const retryAfter = String(Math.max(1, Math.ceil(resetInMs / 1000)));
        req.resume();
        sendApiError(
          res,
          new ApiError(
            429,
            'RATE_LIMIT.EXCEEDED',
            `Too many requests: ${rule.describe} from one address. Try again in ${retryAfter} seconds.`,
            undefined,
            { 'Retry-After': retryAfter },
          ),
        );
      },
      (error: unknown) => {
        // A limiter outage must not take the site down with it.
        this.logger.warn(`rate limit store unavailable, request allowed: ${String(error)}`);
        next();
      },
    );
  };

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
