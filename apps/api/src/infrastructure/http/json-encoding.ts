import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import * as zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';
/** Below this a compressed body saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding the client prefers among ours: br, else gzip, else none (`q=0` refuses). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Off the event loop (zlib's thread pool); brotli at a quality fit for answers made on demand. */
export function compress(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });
}

export const weakEtag = (body: Buffer) =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export interface JsonBytes {
  etag: string;
  body: Buffer;
}

/**
 * Writes a JSON answer (`headers` is taken over and completed) in the encoding the client prefers (`variant` gives its bytes), with
 * `Vary: Accept-Encoding`, a weak ETag shared by every encoding, and 304 for a matching
 * If-None-Match. HEAD gets the headers only.
 */
export function writeJson(
  req: IncomingMessage,
  res: ServerResponse,
  json: JsonBytes,
  headers: OutgoingHttpHeaders,
  variant: (encoding: Encoding) => Promise<Buffer>,
): Promise<void> | void {
  headers.ETag = json.etag;
  headers.Vary = 'Accept-Encoding';
  if (req.headers['if-none-match'] === json.etag) {
    res.writeHead(304, headers).end();
    return;
  }
  const encoding =
    json.body.length >= COMPRESS_MIN_BYTES
      ? preferredEncoding(req.headers['accept-encoding'])
      : null;
  if (!encoding) return end(req, res, headers, json.body);
  return variant(encoding).then(
    (body) => {
      headers['Content-Encoding'] = encoding;
      end(req, res, headers, body);
    },
    () => end(req, res, headers, json.body),
  );
}

function end(
  req: IncomingMessage,
  res: ServerResponse,
  headers: OutgoingHttpHeaders,
  body: Buffer,
): void {
  if (res.destroyed) return;
  headers['Content-Type'] = 'application/json; charset=utf-8';
  headers['Content-Length'] = body.length;
  res.writeHead(res.statusCode || 200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
