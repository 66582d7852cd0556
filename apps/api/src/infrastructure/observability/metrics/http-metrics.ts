import type { NextFunction, Request, Response } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { isApiPath, matchedRoute } from '../../policy/matched-route';

const ROUTE_LABEL = Symbol('route-label');
type Labelled = Request & { [ROUTE_LABEL]?: string };

/** Counts every request a mount serves (`/metrics`, `/admin/queues`) under one fixed label. */
export function routeLabel(label: string) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    (req as Labelled)[ROUTE_LABEL] = label;
    next();
  };
}

/**
 * The route a request is counted under: the pattern of the route it matched (`/api/bots/:id`),
 * a mount's fixed label, `unmatched` for anything else under /api, `web` for the app's pages and
 * files. Never the path as typed (nor Express's `req.baseUrl`, which is): the number of series
 * stays bounded whatever clients send.
 */
export function routeTemplate(req: Request): string {
  const match = matchedRoute(req);
  if (match) return match.route.path;
  const label = (req as Labelled)[ROUTE_LABEL];
  if (label) return label;
  return isApiPath(req.originalUrl.split('?')[0] ?? '') ? 'unmatched' : 'web';
}

/** HTTP request durations by method, route template and status. */
export class HttpMetrics {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(registry: Registry) {
    this.duration = new Histogram({
      name: 'botdir_http_request_duration_seconds',
      help: 'HTTP request duration by route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.duration.observe({ method, route, status: String(status) }, seconds);
  }

  readonly middleware = (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      this.observe(req.method, routeTemplate(req), res.statusCode, seconds);
    });
    next();
  };
}
