import express from 'express';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ProjectionName } from '@botdir/read-store';
import { matchRouteMiddleware } from '@api/infrastructure/policy/matched-route';
import type { PublicCacheOptions } from '@api/infrastructure/policy/route-policy.decorators';
import type { DeclaredRoute, RouteMatch } from '@api/infrastructure/policy/route-table';
import type { ReadModelChangeSet } from '@api/infrastructure/projection/read-model-changes';
import { PublicAnswerCache, type ReadModelVersions } from './public-answer-cache';

const publicRoute = (path: string, publicCache: PublicCacheOptions): DeclaredRoute => ({
  id: `GET ${path}`,
  method: 'GET',
  path,
  policy: { rateLimit: 'reads', publicCors: true, publicCache },
});
const ROUTES: Record<string, DeclaredRoute> = {
  '/api/stats': publicRoute('/api/stats', { readModels: ['bots'] }),
  '/api/list': publicRoute('/api/list', {
    readModels: ['bots', 'ratings'],
    query: { limit: 20, search: null },
  }),
  '/api/trending': publicRoute('/api/trending', { readModels: ['invite-activity'], ttl: 5 }),
  '/api/bots/:id': publicRoute('/api/bots/:id', { readModels: ['bots'], perBot: 'id' }),
};
/** Exact paths, plus `/api/bots/<digits>`: enough routing to drive the cache. */
const routes = {
  match(_method: string, url: string): RouteMatch | null {
    const path = url.split('?')[0] ?? '';
    const bot = /^\/api\/bots\/(\d+)$/.exec(path);
    if (bot)
      return { route: ROUTES['/api/bots/:id'] as DeclaredRoute, params: { id: bot[1] as string } };
    const route = ROUTES[path];
    return route ? { route, params: {} } : null;
  },
};

/** Read models that move wholly (`move`) or in some bots' documents only (`moveBots`). */
class FakeVersions implements ReadModelVersions {
  position = 1;
  private readonly changedAt = new Map<ProjectionName, number>();
  private readonly botChangedAt = new Map<number, number>();
  private listener: (changed: ReadModelChangeSet) => void = () => undefined;
  changedSince(models: readonly ProjectionName[], position: number, bot: number | null = null) {
    const botMoved = bot !== null && (this.botChangedAt.get(bot) ?? 0) > position;
    return botMoved || models.some((model) => (this.changedAt.get(model) ?? 0) > position);
  }
  onChange(listener: (changed: ReadModelChangeSet) => void) {
    this.listener = listener;
  }
  move(...models: ProjectionName[]) {
    this.position += 1;
    for (const model of models) this.changedAt.set(model, this.position);
    this.listener(new Map(models.map((model) => [model, 'all'])));
  }
  moveBots(model: ProjectionName, ...bots: number[]) {
    this.position += 1;
    for (const bot of bots) this.botChangedAt.set(bot, this.position);
    this.listener(new Map([[model, new Set(bots)]]));
  }
}

describe('PublicAnswerCache', () => {
  let server: Server;
  let baseUrl: string;
  let clock = 0;
  let handled = 0;
  let loggedIn = false;
  const versions = new FakeVersions();
  const cache = new PublicAnswerCache(routes, versions, 64 * 1024, () => clock);

  beforeAll(async () => {
    const app = express();
    app.use(matchRouteMiddleware(routes));
    app.use(cache.middleware());
    const answer = (body: () => unknown) => (req: express.Request, res: express.Response) => {
      handled += 1;
      if (loggedIn) (req as express.Request & { actor?: unknown }).actor = { id: '1' };
      res.json(body());
    };
    app.get(
      '/api/stats',
      answer(() => ({ totalBots: versions.position, categories: 12 })),
    );
    app.get(
      '/api/list',
      answer(() => ({ items: 'x'.repeat(3000), query: 'ignored' })),
    );
    app.get(
      '/api/trending',
      answer(() => ['trending']),
    );
    app.get(
      '/api/bots/:id',
      answer(() => ({ id: 1, padding: 'p'.repeat(8000) })),
    );
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    handled = 0;
  });

  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      cache: response.headers.get('x-cache'),
      body: response.status === 200 ? await response.json() : null,
    };
  };

  it('serves a repeated read from memory until one of its read models moves', async () => {
    const first = await get('/api/stats');
    const second = await get('/api/stats');
    expect(second.body).toEqual(first.body);
    expect([first.cache, second.cache, handled]).toEqual(['MISS', 'HIT', 1]);
    versions.move('bots');
    expect((await get('/api/stats')).body).toEqual({ totalBots: 2, categories: 12 });
    expect(handled).toBe(2);
  });

  it('keeps answers whose read models did not move (an invite click leaves the lists alone)', async () => {
    await get('/api/list');
    versions.move('invite-activity');
    expect((await get('/api/list')).cache).toBe('HIT');
    versions.move('ratings');
    expect((await get('/api/list')).cache).toBe('MISS');
  });

  it('drops an answer about one bot only when that bot moves; answers about no single bot always', async () => {
    await get('/api/bots/41');
    await get('/api/bots/42');
    await get('/api/list');
    versions.moveBots('bots', 42, 43);
    expect((await get('/api/bots/41')).cache).toBe('HIT');
    expect((await get('/api/bots/42')).cache).toBe('MISS');
    expect((await get('/api/list')).cache).toBe('MISS');
    expect((await get('/api/bots/42')).cache).toBe('HIT');
    versions.moveBots('ratings', 41);
    expect((await get('/api/bots/41')).cache).toBe('HIT'); // the route does not read ratings
    versions.move('bots');
    expect((await get('/api/bots/41')).cache).toBe('MISS');
    expect((await get('/api/bots/42')).cache).toBe('MISS');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { etag } = await get('/api/stats');
    expect((await get('/api/stats', { 'If-None-Match': etag as string })).status).toBe(304);
  });

  it('expires clock-dependent answers after their ttl', async () => {
    await get('/api/trending');
    clock += 4000;
    await get('/api/trending');
    clock += 2000;
    await get('/api/trending');
    expect(handled).toBe(2);
  });

  it('keys by the known parameters only, sorted, defaults applied', async () => {
    await get('/api/list?search=a&limit=20');
    expect((await get('/api/list?limit=&search=a')).cache).toBe('HIT');
    expect((await get('/api/list?search=a')).cache).toBe('HIT');
    expect((await get('/api/list?search=b')).cache).toBe('MISS');
    expect(handled).toBe(2);
  });

  it('never keeps an answer built for a logged-in viewer (who may see what others may not)', async () => {
    loggedIn = true;
    await get('/api/bots/7');
    await get('/api/bots/7');
    loggedIn = false;
    expect(handled).toBe(2);
  });

  it('sends br or gzip as Accept-Encoding asks, compressing once per entry', async () => {
    const identity = await rawGet('/api/bots/8', {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    const bytesBefore = cache.stats().bytes;
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip, deflate', gunzipSync],
    ] as const) {
      const first = await rawGet('/api/bots/8', { 'Accept-Encoding': encoding });
      const again = await rawGet('/api/bots/8', { 'Accept-Encoding': encoding });
      expect(first.headers['content-encoding']).toBe(encoding.split(',')[0]);
      expect(first.headers.vary).toBe('Accept-Encoding');
      expect(decode(first.body)).toEqual(identity.body);
      expect(first.body.length).toBeLessThan(identity.body.length / 4);
      expect(again.body).toEqual(first.body);
    }
    expect(cache.stats().bytes).toBeGreaterThan(bytesBefore);
    expect(handled).toBe(1);
  });

  it('stays under its byte bound, dropping the least recently used', async () => {
    for (let id = 100; id < 120; id += 1) await get(`/api/bots/${id}`);
    const stats = cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(stats.evictions).toBeGreaterThan(0);
    expect((await get('/api/bots/119')).cache).toBe('HIT');
    expect((await get('/api/bots/100')).cache).toBe('MISS');
  });
});
