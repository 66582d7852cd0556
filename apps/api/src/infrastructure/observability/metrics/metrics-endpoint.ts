import type { NextFunction, Request, Response } from 'express';
import type { Registry } from 'prom-client';
import { hasBearer, metricsHandler } from '@botdir/observability';
import type { RateLimiter } from '../../security/rate-limit/rate-limiter';
import { routeLabel } from './http-metrics';

export const METRICS_PATH = '/metrics';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/**
 * `/metrics` on the site's own port. The scraper's bearer token (METRICS_TOKEN) skips the rate
 * limit; any other request spends its address's reads budget like an API read, then gets a 401
 * (or, with no token configured, outside production only, the metrics).
 */
export function metricsEndpoint(
  registry: Registry,
  token: string | null,
  limiter: RateLimiter,
): Handler[] {
  const serve = metricsHandler(registry, token);
  return [
    routeLabel(METRICS_PATH),
    (req, res, next) => (token && hasBearer(req, token) ? serve(req, res) : next()),
    limiter.spending('reads'),
    (req, res) => serve(req, res),
  ];
}
