import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
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

/**
 * Brotli quality for an answer compressed once and replayed from the answer cache, and for one
 * compressed on every request. Per request, quality 2 takes half quality 4's CPU for 1–4 %
 * more bytes on a page of bots (compression was the largest item of an uncached list request's
 * CPU after the read store: see docs/benchmarks.md).
 */
const BROTLI_QUALITY = { kept: 5, perRequest: 2 } as const;
/**
 * A per-request body up to this size is compressed on the event loop: at quality 2 that takes
 * less CPU than handing it to zlib's thread pool and back (a stream, a callback, a copy); a
 * larger one goes to the pool, so no single answer holds the loop for long.
 */
export const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

const brotliOptions = (body: Buffer, use: keyof typeof BROTLI_QUALITY): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[use],
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** At a quality fit for how often the copy is sent; small per-request bodies inline. */
export function compress(
  encoding: Encoding,
  body: Buffer,
  use: keyof typeof BROTLI_QUALITY,
): Promise<Buffer> {
  if (use === 'perRequest' && body.length <= COMPRESS_INLINE_MAX_BYTES) {
    try {
      return Promise.resolve(
        encoding === 'br'
          ? zlib.brotliCompressSync(body, brotliOptions(body, use))
          : zlib.gzipSync(body, { level: 6 }),
      );
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }
  return encoding === 'br' ? brotli(body, brotliOptions(body, use)) : gzip(body, { level: 6 });
}

export const weakEtag = (body: Buffer) => `W/"${hash('sha1', body, 'base64url')}"`;

export interface JsonAnswer {
  etag: string;
  body: Buffer;
  /** Headers of every copy as a flat name, value list (see jsonHeaders), built once per answer. */
  headers: readonly string[];
  /** The body in an encoding. */
  compressed(encoding: Encoding): Promise<Buffer>;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The headers every copy of an answer (JSON unless said) carries, after `others`, as a flat list. */
export function jsonHeaders(
  etag: string,
  others: Record<string, string> = {},
  contentType = JSON_CONTENT_TYPE,
): string[] {
  return [
    ...Object.entries(others).flat(),
    'ETag',
    etag,
    'Vary',
    'Accept-Encoding',
    'Content-Type',
    contentType,
  ];
}

/**
 * Writes a JSON answer in the encoding the client prefers (br, gzip or none), with
 * `Vary: Accept-Encoding`, a weak ETag shared by every encoding, and 304 for a matching
 * If-None-Match; `extra` (a flat name, value list) holds this request's own headers. HEAD gets
 * the headers only. Flat lists, because a hit replays some twenty headers on the fast path.
 */
export function writeJson(
  req: IncomingMessage,
  res: ServerResponse,
  answer: JsonAnswer,
  extra: readonly string[],
): Promise<void> | void {
  if (req.headers['if-none-match'] === answer.etag) {
    writeHeadFlat(res, 304, answer.headers.concat(extra)).end();
    return;
  }
  const encoding =
    answer.body.length >= COMPRESS_MIN_BYTES
      ? preferredEncoding(req.headers['accept-encoding'])
      : null;
  if (!encoding) return end(req, res, answer, extra, answer.body, null);
  return answer.compressed(encoding).then(
    (body) => end(req, res, answer, extra, body, encoding),
    () => end(req, res, answer, extra, answer.body, null),
  );
}

function end(
  req: IncomingMessage,
  res: ServerResponse,
  answer: JsonAnswer,
  extra: readonly string[],
  body: Buffer,
  encoding: Encoding | null,
): void {
  if (res.destroyed) return;
  const length = String(body.length);
  const own = encoding
    ? ['Content-Encoding', encoding, 'Content-Length', length]
    : ['Content-Length', length];
  writeHeadFlat(res, res.statusCode || 200, answer.headers.concat(extra, own));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * `writeHead` with a flat name, value list in which a later name wins over an earlier one and over
 * a header already set on `res`. Node 22 and later join repeated names of a flat list (and keep
 * what `setHeader` set) where Node 20 kept the last, so a replayed header and this request's own
 * would both be sent.
 */
function writeHeadFlat(res: ServerResponse, status: number, flat: readonly string[]) {
  const out: string[] = [];
  const at = new Map<string, number>();
  for (let index = 0; index < flat.length; index += 2) {
    const name = flat[index]!;
    const lower = name.toLowerCase();
    const earlier = at.get(lower);
    if (earlier !== undefined && lower !== 'set-cookie') {
      out[earlier + 1] = flat[index + 1]!;
      continue;
    }
    at.set(lower, out.length);
    out.push(name, flat[index + 1]!);
    if (res.hasHeader(lower)) res.removeHeader(lower);
  }
  return res.writeHead(status, out);
}
