import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiProcess, freePort } from './testing/api-process';

const ENDPOINTS = [
  '/api/stats',
  '/api/categories',
  '/api/bots?limit=100',
  '/api/bots?search=music',
  '/api/bots?category=games&sort=rating',
  '/api/bots?sort=name&limit=100',
  '/api/bots/featured',
  '/api/bots/trending?window=all',
  '/api/bots/trending?window=month',
  '/api/bots?days=30&limit=100',
  '/api/bots?sort=servers&limit=100',
  '/api/bots?sort=votes&limit=100',
  '/api/bots/trending?window=all&by=votes',
];

/** A token, a stats post, a vote and a page view on the first bot: the platform's read models. */
async function platformActivity(api: ApiProcess): Promise<void> {
  const base = api.baseUrl;
  const [bot] = (await (await fetch(`${base}/api/bots?limit=1`)).json()) as {
    id: number;
    submitterId: string;
  }[];
  const login = async (id: string) => {
    const response = await fetch(`${base}/auth/dev-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id, username: 'rebuild', discriminator: '0001', roles: [] }),
    });
    return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  const owner = await login(bot!.submitterId);
  const issued = await fetch(`${base}/api/bots/${bot!.id}/token`, {
    method: 'POST',
    headers: { Cookie: owner },
  });
  const { token } = (await issued.json()) as { token: string };
  const stats = await fetch(`${base}/api/bots/stats`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ server_count: 4321 }),
  });
  expect(stats.status).toBe(200);
  const voter = await login('300000000000000009');
  const vote = await fetch(`${base}/api/bots/${bot!.id}/votes`, {
    method: 'POST',
    headers: { Cookie: voter },
  });
  expect(vote.status).toBe(201);
  await fetch(`${base}/api/bots/${bot!.id}/views`, { method: 'POST' });
}

async function answers(api: ApiProcess): Promise<Record<string, unknown>> {
  const result: Record<string, unknown> = {};
  for (const endpoint of ENDPOINTS) {
    const response = await fetch(`${api.baseUrl}${endpoint}`);
    result[endpoint] = {
      status: response.status,
      total: response.headers.get('x-total-count'),
      body: await response.json(),
    };
  }
  return result;
}

describe('read models are disposable', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-rebuild-'));
  let api: ApiProcess;

  afterAll(async () => {
    await api?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo once, and answers identically after the read store is dropped and rebuilt', async () => {
    api = new ApiProcess(await freePort(), { DATA_DIR: dataDir, SEED_DEMO: 'true' });
    await api.start();
    await platformActivity(api);
    const before = await answers(api);
    const servers = before['/api/bots?sort=servers&limit=100'] as {
      body: { serverCount: number }[];
    };
    expect(servers.body[0]?.serverCount).toBe(4321);
    expect(
      (before['/api/stats'] as { body: { totalBots: number } }).body.totalBots,
    ).toBeGreaterThan(30);
    await api.kill('SIGTERM');

    await api.start();
    expect(await answers(api)).toEqual(before);
    await api.kill('SIGTERM');

    for (const file of fs.readdirSync(dataDir).filter((name) => name.startsWith('read-models'))) {
      fs.rmSync(path.join(dataDir, file));
    }
    await api.start();
    expect(await answers(api)).toEqual(before);
  }, 90_000);
});
