import * as zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { chooseEncoding } from './accept-encoding';

const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** A generated text answer, compressed for the browser when it accepts it; never cached stale. */
export function sendText(
  req: Request,
  res: Response,
  type: string,
  text: string,
  status = 200,
): void {
  const encoding = chooseEncoding(req.get('accept-encoding'));
  const raw = Buffer.from(text, 'utf8');
  const body =
    encoding === 'br'
      ? zlib.brotliCompressSync(raw, BROTLI_FAST)
      : encoding === 'gzip'
        ? zlib.gzipSync(raw, { level: 6 })
        : raw;
  res.status(status);
  res.type(type);
  res.vary('Accept-Encoding');
  res.setHeader('Cache-Control', 'no-cache');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}
