import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../http/api-error';
import { ownOrigins, statedOrigin } from './request-origin';
import { sendApiError } from './send-api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence on top of SameSite=Lax cookies: a state-changing request that names an origin
 * (Origin, else Referer) must name this site. Requests naming none come from non-browser clients,
 * which cannot ride a visitor's cookies, so they pass.
 */
export function sameOriginMiddleware(publicOrigin: string | null) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = statedOrigin(req);
    if (origin === null || ownOrigins(req, publicOrigin).includes(origin)) return next();
    req.resume();
    sendApiError(
      res,
      new ApiError(
        403,
        'CSRF.ORIGIN_MISMATCH',
        'This request came from another site and was refused. Use the site itself to make changes.',
      ),
    );
  };
}
