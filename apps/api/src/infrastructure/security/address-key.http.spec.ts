import { TestApp } from '@api/testing/test-app';

/** Behind a proxy on loopback (TRUST_PROXY), X-Forwarded-For names the client. */
describe('per-address budgets behind a proxy, whatever the spelling of the address', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await TestApp.start({ TRUST_PROXY: 'loopback', RATE_LIMIT_GETS_PER_MINUTE: '3' });
  });
  afterAll(() => api.stop());

  const read = (forwardedFor?: string) =>
    api.request('GET', '/api/categories', {
      headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
    });

  async function statuses(forwardedFor: string, times: number): Promise<number[]> {
    const answers: number[] = [];
    for (let i = 0; i < times; i += 1) answers.push((await read(forwardedFor)).status);
    return answers;
  }

  it('gives every spelling of 203.0.113.5 the budget it has spent', async () => {
    expect(await statuses('203.0.113.5', 4)).toEqual([200, 200, 200, 429]);
    for (const spelling of [
      '203.0.113.5:1234',
      '203.0.113.5:1235',
      '[::ffff:203.0.113.5]:80',
      '::ffff:203.0.113.5',
      '::ffff:cb00:7105',
      '::FFFF:CB00:7105',
      '0:0:0:0:0:ffff:cb00:7105',
    ]) {
      expect([spelling, (await read(spelling)).status]).toEqual([spelling, 429]);
    }
    expect((await read('203.0.113.6')).status).toBe(200);
  });

  it('counts an IPv6 /64 once, brackets, ports and case aside', async () => {
    expect(await statuses('2001:db8:1:2::1', 3)).toEqual([200, 200, 200]);
    for (const spelling of ['[2001:db8:1:2::7]', '[2001:DB8:1:2::8]:443', '2001:db8:1:2:0:0:0:9']) {
      expect([spelling, (await read(spelling)).status]).toEqual([spelling, 429]);
    }
  });

  it('counts a forwarded value that names no address as the socket address, not afresh', async () => {
    const garbage = Array.from({ length: 4 }, (_, i) => `not-an-address-${i}`);
    const answers = [];
    for (const value of garbage) answers.push((await read(value)).status);
    expect(answers).toEqual([200, 200, 200, 429]);
    // The proxy's own address (the socket's) holds that budget.
    expect((await read()).status).toBe(429);
  });
});
