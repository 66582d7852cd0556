import type { NextFunction, Request, Response } from 'express';
import { matchedRoute } from '../policy/matched-route';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * CORS open (`*`, never with credentials) for reads of routes declared `@PublicCors()`; every
 * other route (writes, personal and staff reads, /auth) gets no CORS headers, so browsers keep
 * them same-origin. A preflight is answered for the route of the method it announces.
 */
export function corsMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (!matchedRoute(req)?.route.policy.publicCors) return next();
  if (req.method === 'OPTIONS') {
    const wanted = String(req.headers['access-control-request-method'] ?? '').toUpperCase();
    if (!READ_METHODS.has(wanted)) return next();
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD',
      'Access-Control-Allow-Headers': 'Accept, Content-Type',
      'Access-Control-Max-Age': '600',
    });
    res.status(204).end();
    return;
  }
  if (READ_METHODS.has(req.method)) {
    res.set({
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers':
        'X-Total-Count, X-Total-Approximate, X-Next-Cursor, X-Did-You-Mean, Retry-After',
    });
  }
  next();
}
