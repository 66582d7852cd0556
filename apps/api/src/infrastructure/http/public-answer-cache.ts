import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

const CACHEABLE = [
  /^\/api\/bots$/,
  /^\/api\/bots\/featured$/,
  /^\/api\/bots\/trending$/,
  /^\/api\/bots\/\d+$/,
  /^\/api\/categories$/,
  /^\/api\/stats$/,
];
const MAX_ENTRIES = 2000;
/** Answers that depend on the clock (new releases, trending windows) must not outlive this. */
const MAX_AGE_MS = 5000;

interface CachedAnswer {
  position: number;
  storedAt: number;
  etag: string;
  body: Buffer;
  totalCount: string | null;
  /** The headers the full middleware chain set (security, CORS), replayed by the fast path. */
  headers: OutgoingHttpHeaders;
}

/** Headers that belong to one request and are never replayed. */
const PER_REQUEST = new Set([
  'ratelimit-limit',
  'ratelimit-remaining',
  'set-cookie',
  'content-length',
  'etag',
  'x-total-count',
  'content-type',
  'date',
  'connection',
  'keep-alive',
]);

/** Spends the request from the caller's rate budget; headers to add when allowed, null when not. */
export type Admission = (path: string, ip: string) => Promise<Record<string, string> | null>;

/**
 * Public reads are a pure function of the read models, which change only when the projector
 * advances. So an answer is kept, as bytes, until the projected position moves (or 5 s pass) and
 * served again without touching the read store or the framework. Answers that differ per viewer
 * (a non-public bot seen by its owner) are never kept.
 */
export class PublicAnswerCache {
  private readonly answers = new Map<string, CachedAnswer>();

  constructor(
    private readonly projectedPosition: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (req.method !== 'GET' || !CACHEABLE.some((pattern) => pattern.test(req.path)))
        return next();
      const hit = this.lookup(req.originalUrl);
      if (hit) {
        this.send(req, res, hit, {});
        return;
      }
      this.capture(req.originalUrl, this.projectedPosition(), res);
      next();
    };
  }

  /**
   * Serves a hit straight from the node:http server, before Express and its middleware: the
   * replayed headers are the ones that chain set, and the rate limit is still spent. Anything
   * else (a miss, a refused or non-GET request) returns false and goes the normal way.
   */
  async serveRaw(req: IncomingMessage, res: ServerResponse, admit: Admission): Promise<boolean> {
    const url = req.url ?? '';
    if (
      req.method !== 'GET' ||
      !CACHEABLE.some((pattern) => pattern.test(url.split('?')[0] ?? ''))
    ) {
      return false;
    }
    const hit = this.lookup(url);
    if (!hit) return false;
    const rateHeaders = await admit(url.split('?')[0] ?? '', req.socket.remoteAddress ?? 'unknown');
    if (!rateHeaders) return false;
    this.send(req, res, hit, { ...hit.headers, ...rateHeaders });
    return true;
  }

  private lookup(key: string): CachedAnswer | null {
    const hit = this.answers.get(key);
    const fresh =
      hit && hit.position === this.projectedPosition() && this.now() - hit.storedAt < MAX_AGE_MS;
    return fresh ? hit : null;
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: CachedAnswer,
    headers: OutgoingHttpHeaders,
  ): void {
    const validators: OutgoingHttpHeaders = { ETag: answer.etag };
    if (answer.totalCount !== null) validators['X-Total-Count'] = answer.totalCount;
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, { ...headers, ...validators });
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      ...validators,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': answer.body.length,
    });
    res.end(answer.body);
  }

  private capture(key: string, position: number, res: Response): void {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode === 200 && isSameForEveryone(body)) {
        const bytes = Buffer.from(JSON.stringify(body));
        const header = res.getHeader('X-Total-Count');
        const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
        // The same validator on the first answer as on the replays (Express keeps a set ETag).
        res.setHeader('ETag', etag);
        this.store(key, {
          position,
          storedAt: this.now(),
          etag,
          body: bytes,
          totalCount: header === undefined ? null : String(header),
          headers: Object.fromEntries(
            Object.entries(res.getHeaders()).filter(
              ([name]) => !PER_REQUEST.has(name.toLowerCase()),
            ),
          ),
        });
      }
      return json(body);
    };
  }

  private store(key: string, answer: CachedAnswer): void {
    if (this.answers.size >= MAX_ENTRIES) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.delete(key);
    this.answers.set(key, answer);
  }
}

/** A single bot answer is shared only when the bot is public (its owner may see it unapproved). */
function isSameForEveryone(body: unknown): boolean {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'isApproved' in body) {
    return (body as { isApproved: unknown }).isApproved === true;
  }
  return true;
}
