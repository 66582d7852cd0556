import type { OpenAPIObject } from '@nestjs/swagger';
import { ADMINISTRATOR, TestApp } from '@api/testing/test-app';
import { documentedRoutes, registeredRoutes, type RouteKey } from './openapi-routes';

/** Ids that name nothing: a route that exists answers 4xx about the id, never "no such route". */
const PATH_VALUES: Record<string, string> = {
  id: '999999999',
  deliveryId: '00000000-0000-4000-8000-000000000000',
};
const SUBMISSION_ID = 'c2f5a0c8-7d2f-4a3b-9a43-1f0c6b9a0d11';
/**
 * Without a Discord app (development mode, as here) Discord never calls back, so the callback
 * answers "not found" on purpose; discord-login.spec.ts calls it against the fake Discord.
 */
const NOT_FOUND_IN_DEVELOPMENT = new Set(['GET /auth/discord/callback']);

describe('GET /api/openapi.json', () => {
  let app: TestApp;
  let document: OpenAPIObject;
  let cookie: string;

  beforeAll(async () => {
    app = await TestApp.start();
    cookie = await app.login(ADMINISTRATOR);
    const answer = await app.request<OpenAPIObject>('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/public/);
    document = answer.body;
  });
  afterAll(() => app.stop());

  async function call(route: RouteKey, withCookie = true) {
    const [method, template] = route.split(' ') as [string, string];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
      template.includes('submissions/{id}') ? SUBMISSION_ID : (PATH_VALUES[name] as string),
    );
    return app.request<{ code?: string }>(method, path, withCookie ? { cookie } : {});
  }
  const isRouteMiss = (answer: { status: number; body: { code?: string } | null }) =>
    answer.status === 405 || /^ROUTE\./.test(answer.body?.code ?? '');

  it('is an OpenAPI 3 document with the security schemes, the error body and the limits', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components?.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'botdir.sid' },
      botToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
    });
    expect(document.components?.schemas?.ApiError).toMatchObject({
      required: ['statusCode', 'code', 'message'],
    });
    for (const limit of [
      '100 GET requests per minute per IP',
      '10 submissions per hour per IP',
      '1 accepted stats post per minute per bot',
      '1 vote per 12 hours per user per bot',
    ])
      expect(document.info.description).toContain(limit);
  });

  it('documents every route the app registers, and nothing else', () => {
    expect(documentedRoutes(document).sort()).toEqual(registeredRoutes(app.app).sort());
    expect(documentedRoutes(document).length).toBeGreaterThan(40);
  });

  it('describes every route: summary, tag, answers, and bot token auth on the bot API', () => {
    const undescribed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => !op.summary || !op.tags?.length || !op.responses)
        .map(([method]) => `${method} ${path}`),
    );
    expect(undescribed).toEqual([]);
    expect(document.paths['/api/bots/{id}/stats']?.post?.security).toEqual([{ botToken: [] }]);
    expect(document.paths['/api/bots/check']?.get?.security).toEqual([{ botToken: [] }]);
    expect(document.paths['/api/bots/{id}/votes']?.post?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/bots/{id}/votes']?.post?.description).toContain(
      '1 vote per 12 hours per user per bot',
    );
    expect(document.paths['/api/admin/reports']?.get?.responses?.['403']).toMatchObject({
      description: 'AUTH.STAFF_ONLY',
    });
    expect(document.paths['/api/bots/{id}/rating']?.post?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { required: ['stars'] } } },
    });
  });

  it('answers every documented route (a 4xx about the login or the id is fine; "no such route" is not)', async () => {
    const misses: string[] = [];
    const routes = documentedRoutes(document).filter((route) => route !== 'POST /auth/logout');
    for (const route of routes) {
      const answer = await call(route);
      if (isRouteMiss(answer) && !NOT_FOUND_IN_DEVELOPMENT.has(route))
        misses.push(`${route} -> ${answer.status} ${answer.body?.code}`);
    }
    // Logging out last, so the other calls keep the administrator's session.
    expect(isRouteMiss(await call('POST /auth/logout'))).toBe(false);
    expect(misses).toEqual([]);
  });

  it('tells a route that does not exist from one that does (the check above can fail)', async () => {
    expect(isRouteMiss(await call('GET /api/no-such-route'))).toBe(true);
    expect(isRouteMiss(await call('DELETE /api/stats'))).toBe(true);
    expect(isRouteMiss(await call('POST /auth/no-such-route', false))).toBe(true);
  });
});
