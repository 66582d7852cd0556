import type { NextFunction, Request, Response } from 'express';
import type { RateLimitPolicy } from './route-policy.decorators';
import type { RouteMatch, RouteTable } from './route-table';

const MATCH = Symbol('matched-route');
type WithMatch = Request & { [MATCH]?: RouteMatch | null };

/**
 * Finds the route a request will reach, once, before any other policy middleware runs. A CORS
 * preflight finds the route of the method it announces (Access-Control-Request-Method).
 */
export function matchRouteMiddleware(table: RouteTable) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    const announced = req.headers['access-control-request-method'];
    const method =
      req.method === 'OPTIONS' && typeof announced === 'string'
        ? announced.toUpperCase()
        : req.method;
    (req as WithMatch)[MATCH] = table.match(method, req.originalUrl);
    next();
  };
}

export function matchedRoute(req: Request): RouteMatch | null {
  return (req as WithMatch)[MATCH] ?? null;
}

const API_PATH = /^\/api(\/|$)/i;

/** Under /api, in any case (Express matches routes case-insensitively). */
export const isApiPath = (path: string): boolean => API_PATH.test(path);

/**
 * The budget a request spends from: its route's declared policy. A request that reaches no route
 * under /api (a 404) spends the reads budget, so probing for routes is not free; anything else
 * (the app's pages and files, the login flow) spends nothing.
 */
export function rateLimitPolicyOf(
  match: RouteMatch | null,
  method: string,
  path: string,
): RateLimitPolicy {
  const declared = match?.route.policy.rateLimit;
  if (declared) return declared;
  if (match) return method === 'GET' || method === 'HEAD' ? 'reads' : 'writes';
  return isApiPath(path) ? 'reads' : 'none';
}
