import type { NextFunction, Request, Response } from 'express';
import { compress, jsonHeaders, weakEtag, writeJson, type Encoding } from './json-encoding';

/**
 * Every JSON answer in br or gzip when the client accepts it (the public answer cache sends its
 * own kept copies; this covers the rest). Bodies under a kilobyte go as they are.
 */
export function jsonCompressionMiddleware(req: Request, res: Response, next: NextFunction): void {
  res.json = (value: unknown) => {
    const body = Buffer.from(JSON.stringify(value) ?? '');
    const etag = weakEtag(body);
    const answer = {
      etag,
      body,
      headers: jsonHeaders(etag),
      compressed: (encoding: Encoding) => compress(encoding, body, 'perRequest'),
    };
    void writeJson(req, res, answer, []);
    return res;
  };
  next();
}
