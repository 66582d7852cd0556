import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { parseBotRef } from '@botdir/contracts';
import type { ProjectionName } from '@botdir/read-store';
import type { ReadModelChangeSet } from '@api/infrastructure/projection/read-model-changes';
import { readCookie, SESSION_COOKIE } from '@api/infrastructure/session/session-cookie';
import type { RequestWithActor } from '@api/infrastructure/auth/auth.guards';
import { matchedRoute } from '@api/infrastructure/policy/matched-route';
import type {
  PublicCacheOptions,
  RateLimitPolicy,
} from '@api/infrastructure/policy/route-policy.decorators';
import type { RouteMatch } from '@api/infrastructure/policy/route-table';
import { AnswerStore, type AnswerStoreStats, type StoredAnswer } from './answer-store';
import { canonicalKey, parseQuery } from './canonical-key';
import { ownedBytes, ownedBytesOf } from './owned-bytes';
import {
  compress,
  jsonHeaders,
  weakEtag,
  JSON_CONTENT_TYPE,
  writeJson,
  type Encoding,
  type JsonAnswer,
} from './json-encoding';

interface CachedAnswer extends StoredAnswer, JsonAnswer {
  key: string;
  /** Compressed copies, made once each, on first demand. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The route's budget, spent again by every replay. */
  rateLimit: RateLimitPolicy;
}

/** Headers that belong to one request or one encoding and are never replayed. */
const PER_REQUEST = new Set([
  'ratelimit-limit',
  'ratelimit-remaining',
  'retry-after',
  'set-cookie',
  'content-length',
  'content-encoding',
  'etag',
  'vary',
  'x-cache',
  'x-total-count',
  'content-type',
  'date',
  'connection',
  'keep-alive',
]);
/** Text answers besides JSON that the cache keeps (sent with `res.send` and this type). */
const KEPT_TEXT_TYPES = ['image/svg+xml'];
/** Rough cost of an entry besides its bodies: key, headers, object. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** The fast path remembers the key of this many short URLs (null: not a public read). */
const URL_KEYS_MAX = 4096;
const URL_KEY_MAX_LENGTH = 512;

/** Spends the request from the caller's budget; headers to add (name, value, …) when allowed, null when not. */
export type Admission = (policy: RateLimitPolicy, ip: string) => Promise<string[] | null>;

/** Where the cache learns that read models moved (and, for those keyed by bot, which bots). */
export interface ReadModelVersions {
  readonly position: number;
  changedSince(models: readonly ProjectionName[], position: number, bot?: number | null): boolean;
  onChange(listener: (changed: ReadModelChangeSet) => void): void;
}

/**
 * A visitor without a session cannot have written anything, so a list a moment old is as good as
 * a fresh one to them; whoever is logged in may have just voted or submitted, and reads fresh.
 */
const withoutSession = (req: IncomingMessage) =>
  readCookie(req.headers.cookie, SESSION_COOKIE) === null;

/** The bot a `perBot` route's answer is about: its path parameter, when that is a bot id. */
function botOfAnswer(match: RouteMatch, options: PublicCacheOptions): number | null {
  const raw = options.perBot ? match.params[options.perBot] : undefined;
  const ref = typeof raw === 'string' ? parseBotRef(raw) : null;
  return ref?.kind === 'id' ? ref.id : null;
}

export interface RouteMatcher {
  match(method: string, url: string): RouteMatch | null;
}

/**
 * Answers of routes declared `@PublicCache` are a pure function of their read models, so each is
 * kept as bytes under a canonical key (route, parameters, known query with defaults) until one of
 * those read models moves (or its ttl passes), and replayed without touching the read store or
 * the framework. Bounded in bytes, least recently used dropped first. An answer built for a
 * logged-in viewer, or marked private by its handler, is never kept.
 */
export class PublicAnswerCache {
  private readonly store: AnswerStore<CachedAnswer>;
  private readonly urlKeys = new Map<string, string | null>();

  constructor(
    private readonly routes: RouteMatcher,
    private readonly versions: ReadModelVersions,
    maxBytes: number,
    private readonly now: () => number = Date.now,
    /** Requests that neither read nor fill the cache (the benchmark's uncached rounds). */
    private readonly skips: (req: IncomingMessage) => boolean = () => false,
    /** PUBLIC_CACHE_STALE_MS: how long visitors without a session may get a moved list. */
    staleMs = 0,
    /** PUBLIC_CACHE_IDLE_MS: an answer nobody asked for in this long is dropped (0: never). */
    idleMs = 0,
  ) {
    this.store = new AnswerStore(maxBytes, now, staleMs, idleMs);
    versions.onChange((changed) => this.store.dropReadBy(changed));
  }

  /** Hits, misses, evictions, invalidations, entries and bytes: plain numbers for the metrics. */
  stats(): AnswerStoreStats {
    return this.store.stats();
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const match = matchedRoute(req);
      const options = match?.route.policy.publicCache;
      const key =
        match && options && req.method === 'GET'
          ? canonicalKey(match, req.query as Record<string, string | string[]>)
          : null;
      if (!match || !options || key === null || this.skips(req)) return next();
      const hit = this.store.get(key, { acceptStale: withoutSession(req) });
      if (hit) {
        void writeJson(req, res, hit, []);
        return;
      }
      this.capture(req, res, key, match, options);
      next();
    };
  }

  /**
   * Serves a hit straight from the node:http server, before Express and its middleware: the
   * replayed headers are the ones that chain set, and the route's rate budget is still spent.
   * Anything else (a miss, a refused or non-GET request) returns false and goes the normal way.
   */
  async serveRaw(req: IncomingMessage, res: ServerResponse, admit: Admission): Promise<boolean> {
    if (req.method !== 'GET' || this.skips(req)) return false;
    const key = this.keyOfUrl(req.url ?? '');
    const hit =
      key === null
        ? null
        : this.store.get(key, { countMiss: false, acceptStale: withoutSession(req) });
    if (!hit) return false;
    const rateHeaders = await admit(hit.rateLimit, req.socket.remoteAddress ?? 'unknown');
    if (!rateHeaders) return false;
    await writeJson(req, res, hit, rateHeaders);
    return true;
  }

  /** The canonical key of a GET of this URL (null: not a public read), remembered for short URLs. */
  private keyOfUrl(url: string): string | null {
    const known = this.urlKeys.get(url);
    if (known !== undefined) return known;
    const match = this.routes.match('GET', url);
    const key = match?.route.policy.publicCache ? canonicalKey(match, parseQuery(url)) : null;
    if (url.length <= URL_KEY_MAX_LENGTH) {
      if (this.urlKeys.size >= URL_KEYS_MAX) this.urlKeys.clear();
      this.urlKeys.set(url, key);
    }
    return key;
  }

  private readonly variantOf = (answer: CachedAnswer, encoding: Encoding) =>
    this.variant(answer, encoding);

  private variant(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
    let copy = answer.encoded[encoding];
    if (!copy) {
      copy = compress(encoding, answer.body, 'kept').then(ownedBytes);
      answer.encoded[encoding] = copy;
      void copy.then(
        (bytes) => this.store.grew(answer.key, answer, bytes.length),
        () => delete answer.encoded[encoding],
      );
    }
    return copy;
  }

  private capture(
    req: Request,
    res: Response,
    key: string,
    match: RouteMatch,
    options: PublicCacheOptions,
  ): void {
    const position = this.versions.position;
    const bot = botOfAnswer(match, options);
    const keep = (body: Buffer, contentType: string) => {
      const etag = weakEtag(body);
      const totalCount = res.getHeader('X-Total-Count');
      // What the chain set (security, CORS), replayed with every hit; then this answer's own.
      const replayed: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.getHeaders()))
        if (value !== undefined && !PER_REQUEST.has(name.toLowerCase()))
          replayed[name] = String(value);
      if (totalCount !== undefined) replayed['X-Total-Count'] = String(totalCount);
      replayed['X-Cache'] = 'HIT';
      const answer = withKeptCopies(this.variantOf, {
        key,
        readModels: options.readModels,
        bot,
        expiresAt: options.ttl === undefined ? Infinity : this.now() + options.ttl * 1000,
        bytes: body.length + key.length + ENTRY_OVERHEAD_BYTES,
        etag,
        body,
        headers: jsonHeaders(etag, replayed, contentType),
        encoded: {},
        rateLimit: match.route.policy.rateLimit ?? 'reads',
      });
      // Read models that moved while the answer was read may or may not be in it: not kept.
      if (!this.versions.changedSince(options.readModels, position, bot))
        this.store.set(key, answer);
      void writeJson(req, res, answer, ['X-Cache', 'MISS']);
    };
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200 || isPersonal(req, res)) return json(value);
      keep(ownedBytesOf(JSON.stringify(value)), JSON_CONTENT_TYPE);
      return res;
    };
    // A text answer of another kind (an SVG widget) is kept the same way, with its own type.
    const send = res.send.bind(res);
    res.send = (value?: unknown) => {
      const contentType = String(res.getHeader('Content-Type') ?? '');
      const kept = KEPT_TEXT_TYPES.some((type) => contentType.startsWith(type));
      if (!kept || typeof value !== 'string' || res.statusCode !== 200 || isPersonal(req, res))
        return send(value);
      keep(ownedBytesOf(value), contentType);
      return res;
    };
  }
}

/**
 * The held answer with its way to its compressed copies. Built out here so that closure's scope
 * holds the answer alone: made inside the request's handler it would keep that request and its
 * response (and their socket) alive for as long as the answer is held.
 */
function withKeptCopies(
  variant: (answer: CachedAnswer, encoding: Encoding) => Promise<Buffer>,
  fields: Omit<CachedAnswer, 'compressed'>,
): CachedAnswer {
  const answer: CachedAnswer = { ...fields, compressed: (encoding) => variant(answer, encoding) };
  return answer;
}

/** Built for a logged-in viewer (who may see more), or marked private by the handler. */
function isPersonal(req: Request, res: Response): boolean {
  const cacheControl = String(res.getHeader('Cache-Control') ?? '');
  return (req as RequestWithActor).actor !== undefined || /private|no-store/.test(cacheControl);
}
