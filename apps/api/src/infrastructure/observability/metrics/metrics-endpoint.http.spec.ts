import { randomBytes } from 'node:crypto';
import { TestApp } from '@api/testing/test-app';

const METRICS_TOKEN = 'metrics-token-0123456789';
const BEARER = { Authorization: `Bearer ${METRICS_TOKEN}` };

async function scrape(api: TestApp): Promise<string> {
  const answer = await api.request<string>('GET', '/metrics', { headers: BEARER });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The `route` label values of the HTTP histogram. */
function routeLabels(text: string): Set<string> {
  const routes = [
    ...text.matchAll(/^botdir_http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm),
  ];
  return new Set(routes.map((match) => match[1] as string));
}

/** `/admin/queues` in a case of its own for each n (2,048 spellings). */
function caseVariant(path: string, n: number): string {
  let bit = 0;
  return path.replace(/[a-z]/g, (letter) => ((n >> bit++) & 1 ? letter.toUpperCase() : letter));
}

describe('the request metrics count routes, never paths as typed', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await TestApp.start({ METRICS_TOKEN });
  });
  afterAll(() => api.stop());

  const paths = (round: string, count: number): string[] =>
    Array.from({ length: count }, (_, n) => {
      const random = `${round}${randomBytes(6).toString('hex')}`;
      return [
        caseVariant('/admin/queues', n),
        `${caseVariant('/admin/queues', n)}/api/queues/${random}`,
        `/API/${random}`,
        `/API/Bots/${random}`,
        `/${random}`,
        `/METRICS/${random}`,
      ][n % 6] as string;
    });

  async function send(urls: string[]): Promise<void> {
    for (let start = 0; start < urls.length; start += 25) {
      await Promise.all(urls.slice(start, start + 25).map((url) => api.request('GET', url)));
    }
  }

  it('keeps the scrape the same size after 2,000 distinct random paths', async () => {
    await send(paths('warm', 60));
    await scrape(api);
    const before = await scrape(api);

    const random = paths('probe', 2_000);
    expect(new Set(random).size).toBe(2_000);
    await send(random);
    const after = await scrape(api);

    // New values, a series Node's own metrics may add (a GC kind): a few KB. Paths as typed
    // would add ~1.5 KB per spelling.
    expect(after.length - before.length).toBeLessThan(4_096);
    expect(after).not.toContain('probe');
    const labels = routeLabels(after);
    expect(labels).toEqual(new Set([...routeLabels(before)]));
    for (const label of ['/admin/queues', '/metrics', 'unmatched', 'web', '/api/bots/:id'])
      expect(labels).toContain(label);
    expect(labels.size).toBeLessThan(10);
  }, 60_000);
});

describe('/metrics on the site port: bearer or the reads budget', () => {
  const reads = (api: TestApp, headers: Record<string, string> = {}) =>
    api.request('GET', '/metrics', { headers });
  async function statuses(times: number, send: () => Promise<{ status: number }>) {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await send()).status);
    return answers;
  }

  it('answers the bearer token whatever the budget, and rate-limits everyone else', async () => {
    const api = await TestApp.start({ METRICS_TOKEN, RATE_LIMIT_GETS_PER_MINUTE: '3' });
    try {
      expect(await statuses(4, () => reads(api))).toEqual([401, 401, 401, 429]);
      const wrong = { Authorization: 'Bearer wrong-token-0123456789' };
      expect((await reads(api, wrong)).status).toBe(429);
      expect(await statuses(5, () => reads(api, BEARER))).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await api.stop();
    }
  });

  it('is open outside production without a token, and still rate-limited', async () => {
    const api = await TestApp.start({ RATE_LIMIT_GETS_PER_MINUTE: '3' });
    try {
      expect(await statuses(4, () => reads(api))).toEqual([200, 200, 200, 429]);
    } finally {
      await api.stop();
    }
  });
});
