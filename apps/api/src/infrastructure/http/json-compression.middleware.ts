import type { NextFunction, Request, Response } from 'express';
import { compress, weakEtag, writeJson } from './json-encoding';

/**
 * Every JSON answer in br or gzip when the client accepts it (the public answer cache sends its
 * own kept copies; this covers the rest). Bodies under a kilobyte go as they are.
 */
export function jsonCompressionMiddleware(req: Request, res: Response, next: NextFunction): void {
  res.json = (value: unknown) => {
    const body = Buffer.from(JSON.stringify(value) ?? '');
    const json = { etag: weakEtag(body), body };
    void writeJson(req, res, json, {}, (encoding) => compress(encoding, body));
    return res;
  };
  next();
}
