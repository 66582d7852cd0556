import express from 'express';
import { request, type Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { matchRouteMiddleware } from '@api/infrastructure/policy/matched-route';
import type { DeclaredRoute, RouteMatch } from '@api/infrastructure/policy/route-table';
import type { ReadModelChangeSet } from '@api/infrastructure/projection/read-model-changes';
import { PublicAnswerCache, type ReadModelVersions } from './public-answer-cache';

// A full collection on demand, so the test can see what the held answers keep alive.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const ROUTE: DeclaredRoute = {
  id: 'GET /api/bots/:id',
  method: 'GET',
  path: '/api/bots/:id',
  policy: { rateLimit: 'reads', publicCors: true, publicCache: { readModels: ['bots'] } },
};
const routes = {
  match(_method: string, url: string): RouteMatch | null {
    const bot = /^\/api\/bots\/(\d+)$/.exec(url);
    return bot ? { route: ROUTE, params: { id: bot[1] as string } } : null;
  },
};
const changeListeners: ((changed: ReadModelChangeSet) => void)[] = [];
const versions: ReadModelVersions = {
  position: 1,
  changedSince: () => false,
  onChange: (listener) => void changeListeners.push(listener),
};

/**
 * The array-buffer bytes alive once collections stop freeing any. V8 frees the backing stores of
 * collected buffers on background threads, so on a loaded machine garbage can still be counted
 * right after a collection: collect until two readings 100 ms apart agree.
 */
async function settledArrayBuffers(): Promise<number> {
  let least = Infinity;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    collectGarbage();
    const now = process.memoryUsage().arrayBuffers;
    if (Math.abs(now - least) < 16 * 1024) return Math.min(now, least);
    least = Math.min(least, now);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return least;
}

describe('PublicAnswerCache: what a held answer keeps alive', () => {
  let server: Server;
  let port = 0;
  const cache = new PublicAnswerCache(routes, versions, 16 * 1024 * 1024);
  const responses: WeakRef<object>[] = [];

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => {
      responses.push(new WeakRef(res), new WeakRef(req));
      next();
    });
    app.use(matchRouteMiddleware(routes));
    app.use(cache.middleware());
    app.get('/api/bots/:id', (req, res) => {
      res.json({ id: req.params.id, description: 'd'.repeat(4000) });
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** One request on its own connection, closed once answered. */
  const get = (path: string, encoding: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      request(
        { port, host: '127.0.0.1', path, agent: false, headers: { 'Accept-Encoding': encoding } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers['x-cache'] as string | undefined));
        },
      )
        .on('error', reject)
        .end();
    });

  it('holds the answers, not the requests and responses that computed them', async () => {
    for (let bot = 1; bot <= 20; bot += 1) {
      expect(await get(`/api/bots/${bot}`, 'br')).toBe('MISS');
      expect(await get(`/api/bots/${bot}`, 'gzip')).toBe('HIT');
    }
    expect(cache.stats().entries).toBe(20);
    // Closed sockets let go of their request and response a moment after the answer: wait for it.
    let alive = Infinity;
    for (let attempt = 0; attempt < 20 && alive > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      collectGarbage();
      alive = responses.filter((ref) => ref.deref() !== undefined).length;
    }
    expect(responses).toHaveLength(80);
    expect(alive).toBe(0);
  });

  it('holds no more memory for its answers than their bytes (no shared slabs or zlib chunks)', async () => {
    // 300 answers of about 4 KB, each with a br and a gzip copy of a few dozen bytes: about
    // 1.3 MB. Held as slices, every copy kept a zlib output chunk (16-64 KiB) alive: over 9 MB.
    for (let bot = 1001; bot <= 1300; bot += 1) {
      await get(`/api/bots/${bot}`, 'br');
      await get(`/api/bots/${bot}`, 'br');
      await get(`/api/bots/${bot}`, 'gzip');
    }
    expect(cache.stats().entries).toBe(320);
    const withAnswers = await settledArrayBuffers();
    for (const listener of changeListeners) listener(new Map([['bots', 'all']]));
    expect(cache.stats().entries).toBe(0);
    // What dropping the answers lets go of is what they held: measured the same way both times.
    const held = withAnswers - (await settledArrayBuffers());
    expect(held).toBeGreaterThan(300 * 4000);
    expect(held).toBeLessThan(3 * 1024 * 1024);
  });
});
