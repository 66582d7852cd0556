import { RouteTable } from '@api/infrastructure/policy/route-table';
import { useDirectory } from '@api/testing/directory-client';
import { ADMINISTRATOR, type TestUser } from '@api/testing/test-app';

const BANNED: TestUser = { id: '777777777777777777', username: 'banned', roles: [] };

/**
 * The writes a banned user may still make: logging in and out, a page view (reading), and the
 * appeal. Any other route with a method other than GET answers 403 USER.BANNED, so a route added
 * later without thought for bans fails here.
 */
const ALLOWED_WHILE_BANNED = new Set([
  'POST /auth/dev-login',
  'POST /auth/logout',
  'POST /api/bots/:id/views',
  'POST /api/user/ban/appeal',
]);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A plausible value for each path parameter: the guard must refuse before any lookup. */
const withParams = (path: string) =>
  path.replace(/:(\w+)/g, (_match, name: string) => (/user/i.test(name) ? BANNED.id : '1'));

describe('a banned user on every write route', () => {
  const { api, client } = useDirectory();
  let writes: { id: string; method: string; path: string }[] = [];

  beforeAll(async () => {
    writes = api.app
      .get(RouteTable)
      .list()
      .filter((route) => !READS.has(route.method));
    await client.login(BANNED);
    const banned = await client.send('POST', '/api/admin/bans', ADMINISTRATOR, {
      userId: BANNED.id,
      reason: 'Walks every route',
    });
    if (banned.status !== 201) throw new Error(`ban: ${banned.status}`);
  });

  it('finds the write routes, the exempt ones among them', () => {
    expect(writes.length).toBeGreaterThan(25);
    const ids = writes.map((route) => route.id);
    for (const id of ALLOWED_WHILE_BANNED) expect(ids).toContain(id);
  });

  it('answers 403 USER.BANNED on each write route but the exempt ones', async () => {
    const answers: Record<string, string> = {};
    for (const route of writes.filter((write) => !ALLOWED_WHILE_BANNED.has(write.id))) {
      const answer = await client.send<{ code?: string }>(
        route.method,
        withParams(route.path),
        BANNED,
        {},
      );
      answers[route.id] = `${answer.status} ${answer.body?.code ?? ''}`;
    }
    const expected = Object.fromEntries(Object.keys(answers).map((id) => [id, '403 USER.BANNED']));
    expect(answers).toEqual(expected);
  });

  it('lets the exempt routes through to their own checks', async () => {
    for (const id of ALLOWED_WHILE_BANNED) {
      const [method, path] = id.split(' ') as [string, string];
      // A session of its own: logging out must not end the one the other tests use.
      const cookie = await api.login(BANNED);
      const answer = await api.request<{ code?: string }>(method, withParams(path), {
        cookie,
        body: {},
      });
      expect([id, answer.body?.code]).not.toEqual([id, 'USER.BANNED']);
    }
  });
});
