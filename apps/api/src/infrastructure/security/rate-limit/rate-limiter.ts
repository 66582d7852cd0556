import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@api/infrastructure/config/app-config';
import type { ApiError } from '@api/infrastructure/http/api-error';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { matchedRoute, rateLimitPolicyOf } from '@api/infrastructure/policy/matched-route';
import type { RateLimitPolicy } from '@api/infrastructure/policy/route-policy.decorators';
import { readsCountPerAccount } from '@api/infrastructure/policy/rate-subject';
import type { RequestWithSession } from '@api/infrastructure/session/session.service';
import { addressKey, clientAddress } from '../address-key';
import { sendApiError } from '../send-api-error';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { budgetsFor, type RateBudget, type RateSubject } from './rate-limit-budgets';
import type { RateLimitStore } from './rate-limit-store.port';

export interface RateDecision {
  allowed: boolean;
  headers: Record<string, string>;
  error?: ApiError;
}

const ALLOWED: RateDecision = { allowed: true, headers: {} };
/** Marks a read whose count waits for its session (see readsCountPerAccount). */
const PER_ACCOUNT = Symbol('reads-per-account');
type Deferrable = Request & { [PER_ACCOUNT]?: boolean };
type Counted = Exclude<RateLimitPolicy, 'none'>;

/**
 * Per-route budgets (the route's `@RateLimit` policy), counted per client address (an IPv6 /64
 * as one) and, for writes, per logged-in user too; reads of a logged-in person count per account
 * only. Counters in Redis when configured, so they hold across replicas.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger('RateLimiter');
  private readonly store: RateLimitStore;
  private readonly budgets = new Map<string, RateBudget[]>();
  private readonly refused: Record<Counted, number> = {
    reads: 0,
    submissions: 0,
    writes: 0,
    votes: 0,
    reviews: 0,
  };

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.store = config.redisUrl
      ? new RedisRateLimitStore(config.redisUrl)
      : new MemoryRateLimitStore();
  }

  /** Requests refused with 429 since start, per policy (plain numbers, for the metrics). */
  stats(): Readonly<Record<Counted, number>> {
    return { ...this.refused };
  }

  /**
   * Spends one request from every budget of `policy` kept for this subject (a client address, keyed
   * by `addressKey`, or a user id). `allowed: false` comes with the 429 to send; a limiter outage
   * allows the request (it must not take the site down with it), and so does BENCH_MODE.
   */
  async spend(policy: RateLimitPolicy, per: RateSubject, subject: string): Promise<RateDecision> {
    if (policy === 'none') return ALLOWED;
    const budgets = this.budgetsOf(policy, per);
    if (budgets.length === 0) return ALLOWED;
    const id = per === 'address' ? addressKey(subject) : subject;
    try {
      let remaining = Infinity;
      let tightest = budgets[0] as RateBudget;
      let over: { budget: RateBudget; resetInMs: number } | null = null;
      for (const budget of budgets) {
        const { count, resetInMs } = await this.store.hit(`${budget.key}:${id}`, budget.windowMs);
        if (budget.limit - count < remaining) {
          remaining = budget.limit - count;
          tightest = budget;
        }
        if (count > budget.limit && (!over || resetInMs > over.resetInMs))
          over = { budget, resetInMs };
      }
      const headers = {
        'RateLimit-Limit': String(tightest.limit),
        'RateLimit-Remaining': String(Math.max(0, remaining)),
      };
      // The benchmark's api counts like any other (its cost is measured) but never refuses.
      if (!over || this.config.benchMode) return { allowed: true, headers };
      const retryAfter = String(Math.max(1, Math.ceil(over.resetInMs / 1000)));
      this.refused[policy] += 1;
      const error = httpErrors.rateLimitExceeded(over.budget.describe, retryAfter);
      return { allowed: false, headers, error };
    } catch (error) {
      this.logger.warn(`rate limit store unavailable, request allowed: ${String(error)}`);
      return ALLOWED;
    }
  }

  private budgetsOf(policy: RateLimitPolicy, per: RateSubject): RateBudget[] {
    const name = `${policy}:${per}`;
    let budgets = this.budgets.get(name);
    if (!budgets) {
      budgets = budgetsFor(policy, this.config.rateLimits).filter((budget) => budget.per === per);
      this.budgets.set(name, budgets);
    }
    return budgets;
  }

  /** Whether this request's reads wait for its session to be counted per account. */
  countsPerAccount(req: IncomingMessage, policy: RateLimitPolicy): boolean {
    return readsCountPerAccount(policy, req, this.config.sessionSecret);
  }

  /**
   * A page whose HTML carries its public reads spends one read, like the API read it replaces,
   * from the person's account when logged in, else from the address. Over budget, the page is
   * sent without its reads (the app then asks the API, which answers 429 as usual).
   */
  async admitsPageReads(req: Request): Promise<boolean> {
    const user = (req as RequestWithSession).session?.data.user?.id;
    const decision = user
      ? await this.spend('reads', 'user', user)
      : await this.spend('reads', 'address', clientAddress(req));
    return decision.allowed;
  }

  /** Per address, before any body is read or session loaded. */
  readonly byAddress = (req: Request, res: Response, next: NextFunction): void => {
    const policy = rateLimitPolicyOf(matchedRoute(req), req.method, req.path);
    if (this.countsPerAccount(req, policy)) {
      (req as Deferrable)[PER_ACCOUNT] = true;
      return next();
    }
    this.answer(this.spend(policy, 'address', clientAddress(req)), req, res, next);
  };

  /** Spends `policy` per address, whatever the route declares (for mounts outside the route table). */
  spending(policy: Counted) {
    return (req: Request, res: Response, next: NextFunction): void =>
      this.answer(this.spend(policy, 'address', clientAddress(req)), req, res, next);
  }

  /** Per logged-in user, once the session is loaded; a deferred read without one, per address. */
  readonly byUser = (req: Request, res: Response, next: NextFunction): void => {
    const user = (req as RequestWithSession).session?.data.user?.id;
    const policy = rateLimitPolicyOf(matchedRoute(req), req.method, req.path);
    if (user) return this.answer(this.spend(policy, 'user', user), req, res, next);
    if (!(req as Deferrable)[PER_ACCOUNT]) return next();
    this.answer(this.spend(policy, 'address', clientAddress(req)), req, res, next);
  };

  private answer(
    pending: Promise<RateDecision>,
    req: Request,
    res: Response,
    next: NextFunction,
  ): void {
    pending.then((decision) => {
      res.set(decision.headers);
      if (decision.allowed || !decision.error) return next();
      req.resume();
      sendApiError(res, decision.error);
    }, next);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
