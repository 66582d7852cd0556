import { createHash } from 'node:crypto';
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
}

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
      const key = req.originalUrl;
      const position = this.projectedPosition();
      const hit = this.answers.get(key);
      if (hit && hit.position === position && this.now() - hit.storedAt < MAX_AGE_MS) {
        this.send(req, res, hit);
        return;
      }
      this.capture(key, position, res);
      next();
    };
  }

  private send(req: Request, res: Response, answer: CachedAnswer): void {
    res.setHeader('ETag', answer.etag);
    if (answer.totalCount !== null) res.setHeader('X-Total-Count', answer.totalCount);
    if (req.headers['if-none-match'] === answer.etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', answer.body.length);
    res.status(200).end(answer.body);
  }

  private capture(key: string, position: number, res: Response): void {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode === 200 && isSameForEveryone(body)) {
        const bytes = Buffer.from(JSON.stringify(body));
        const header = res.getHeader('X-Total-Count');
        this.store(key, {
          position,
          storedAt: this.now(),
          etag: `W/"${createHash('sha1').update(bytes).digest('base64url')}"`,
          body: bytes,
          totalCount: header === undefined ? null : String(header),
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
