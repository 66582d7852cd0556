import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../http/api-error';
import { sendApiError } from './send-api-error';

/** `search[$ne]`, `category[]`, `$where`: shapes that only an operator-injection attempt sends. */
// eslint-disable-next-line no-control-regex
const OPERATOR_KEY = /[[\]\u0000-\u001f]|^\$/;

/**
 * API query strings are flat `name=value` pairs. Names with brackets or a leading `$` would be
 * silently ignored by the flat parser and the request answered as if unfiltered; refuse them
 * instead, so a caller sees the mistake and nothing downstream ever meets an operator.
 */
export function queryShapeMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (!req.path.startsWith('/api/')) return next();
  const bad = Object.keys(req.query).find((key) => OPERATOR_KEY.test(key));
  if (bad === undefined) return next();
  req.resume();
  const message = `The query parameter "${bad.slice(0, 40)}" is not allowed: use plain name=value pairs.`;
  sendApiError(res, new ApiError(400, 'QUERY.INVALID', message, { [bad.slice(0, 40)]: message }));
}
