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
];

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
    const before = await answers(api);
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
  });
});
