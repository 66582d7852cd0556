import {
  BENCH_CACHE_BYPASS_HEADER,
  ConfigError,
  loadConfig,
} from '@api/infrastructure/config/app-config';
import { TestApp } from '@api/testing/test-app';

const LIMITED = { RATE_LIMIT_GETS_PER_MINUTE: '5' };
const BYPASS = { [BENCH_CACHE_BYPASS_HEADER]: '1' };

async function statuses(api: TestApp, times: number, headers: Record<string, string> = {}) {
  const seen: (string | number)[] = [];
  for (let i = 0; i < times; i += 1) {
    const answer = await api.request('GET', '/api/categories', { headers });
    seen.push(answer.status === 200 ? (answer.headers.get('x-cache') ?? 'none') : answer.status);
  }
  return seen;
}

describe('BENCH_MODE: the benchmark measures the api, not its own limiter or the answer cache', () => {
  it('is refused in production, whatever else is set', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      STAFF_ROLE_IDS: '100000000000000001,100000000000000002',
      METRICS_TOKEN: 'm'.repeat(16),
      BENCH_MODE: 'true',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/BENCH_MODE .* refused in production/);
    expect(loadConfig({ ...production, BENCH_MODE: 'false' }).benchMode).toBe(false);
  });

  describe('on', () => {
    let api: TestApp;
    beforeAll(async () => (api = await TestApp.start({ ...LIMITED, BENCH_MODE: 'true' })));
    afterAll(() => api.stop());

    it('never refuses, and the bypass header skips the cache both ways', async () => {
      expect(await statuses(api, 3, BYPASS)).toEqual(['none', 'none', 'none']);
      const cached = await statuses(api, 6);
      expect(cached.slice(1)).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT']);
    });

    it('still counts every request, so the benchmark measures the limiter too', async () => {
      for (const headers of [BYPASS, {}]) {
        const answer = await api.request('GET', '/api/categories', { headers });
        expect(answer.status).toBe(200);
        expect(answer.headers.get('ratelimit-limit')).toBe('5');
        expect(answer.headers.get('ratelimit-remaining')).toMatch(/^\d+$/);
      }
    });
  });

  describe('off (the default)', () => {
    let api: TestApp;
    beforeAll(async () => (api = await TestApp.start(LIMITED)));
    afterAll(() => api.stop());

    it('ignores the bypass header and keeps the limit', async () => {
      expect(await statuses(api, 7, BYPASS)).toEqual([
        'MISS',
        'HIT',
        'HIT',
        'HIT',
        'HIT',
        429,
        429,
      ]);
    });
  });
});
