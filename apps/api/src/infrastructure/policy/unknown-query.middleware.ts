import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../http/api-error';
import { unknownParameter } from '../http/canonical-key';
import { sendApiError } from '../security/send-api-error';
import { matchedRoute } from './matched-route';

/**
 * Public reads list the query parameters they understand; any other one is refused rather than
 * ignored, so a typo shows and padding a URL cannot multiply cached copies of one answer.
 */
export function unknownQueryMiddleware(req: Request, res: Response, next: NextFunction): void {
  const options = matchedRoute(req)?.route.policy.publicCache;
  const unknown = options ? unknownParameter(options, req.query) : undefined;
  if (!options || unknown === undefined) return next();
  const name = unknown.slice(0, 40);
  const known = Object.keys(options.query ?? {});
  const message = `The query parameter "${name}" is not known here${known.length ? `; known: ${known.join(', ')}` : ': this address takes none'}.`;
  req.resume();
  sendApiError(res, new ApiError(400, 'QUERY.UNKNOWN_PARAMETER', message, { [name]: message }));
}
