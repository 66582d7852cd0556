import type { NextFunction, Request, Response } from 'express';
import { Histogram, type Registry } from 'prom-client';

/** The route template Express matched (`/api/bots/:id`), never the raw URL (unbounded labels). */
export function routeTemplate(req: Request): string {
  const route: unknown = req.route;
  const path =
    route && typeof route === 'object' && 'path' in route && typeof route.path === 'string'
      ? route.path
      : null;
  if (path) return `${req.baseUrl}${path}`;
  if (req.baseUrl) return req.baseUrl;
  return req.path.startsWith('/api/') ? 'unmatched' : 'web';
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
