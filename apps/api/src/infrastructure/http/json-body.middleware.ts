import type { NextFunction, Request, Response } from 'express';
import { LIMITS } from '@botdir/contracts';
import { ApiError } from './api-error';
import { parseBoundedJson, type JsonBounds } from './json-shape';

const BODY_BOUNDS: JsonBounds = {
  label: 'The body',
  invalid: () => new ApiError(400, 'REQUEST.INVALID_JSON', 'The body is not valid JSON.'),
};
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function fail(res: Response, error: ApiError): void {
  res.status(error.statusCode).json(error.toBody());
}

/**
 * Reads JSON bodies itself so that every failure (size, media type, syntax, depth, prototype keys)
 * is a clear 4xx in the house format rather than a framework default.
 */
export function jsonBodyMiddleware(req: Request, res: Response, next: NextFunction): void {
  if (!METHODS_WITH_BODY.has(req.method)) return next();
  const declared = Number(req.headers['content-length'] ?? 0);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!chunked && !declared) return next();
  if (declared > LIMITS.bodyBytesMax) {
    req.resume();
    return fail(
      res,
      new ApiError(
        413,
        'REQUEST.TOO_LARGE',
        `The body must be at most ${LIMITS.bodyBytesMax / 1024} KB.`,
      ),
    );
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    req.resume();
    return fail(
      res,
      new ApiError(
        415,
        'REQUEST.UNSUPPORTED_MEDIA_TYPE',
        'Send the body as JSON with Content-Type: application/json.',
      ),
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let failed = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > LIMITS.bodyBytesMax && !failed) {
      failed = true;
      fail(
        res,
        new ApiError(
          413,
          'REQUEST.TOO_LARGE',
          `The body must be at most ${LIMITS.bodyBytesMax / 1024} KB.`,
        ),
      );
      req.resume();
      return;
    }
    if (!failed) chunks.push(chunk);
  });
  req.on('error', () => {
    if (!failed)
      fail(res, new ApiError(400, 'REQUEST.ABORTED', 'The request body could not be read.'));
    failed = true;
  });
  req.on('end', () => {
    if (failed) return;
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = text.length === 0 ? undefined : parseBoundedJson(text, BODY_BOUNDS);
    } catch (error) {
      return fail(res, error instanceof ApiError ? error : BODY_BOUNDS.invalid());
    }
    // Every body this API takes is an object; an array or bare value must not read as "no fields".
    if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body))) {
      return fail(
        res,
        new ApiError(400, 'REQUEST.BODY_NOT_OBJECT', 'The body must be a JSON object.'),
      );
    }
    req.body = body;
    next();
  });
}
