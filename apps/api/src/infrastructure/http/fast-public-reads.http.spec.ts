import { TestApp } from '@api/testing/test-app';

describe('public reads served from the answer cache ahead of Express', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await TestApp.start({ RATE_LIMIT_GETS_PER_MINUTE: '5' });
  });
  afterAll(() => api.stop());

  it('keeps the security and CORS headers and still spends the rate limit', async () => {
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await api.request('GET', '/api/stats'));
    const [first, cached] = answers;
    expect(first?.status).toBe(200);
    expect(cached?.status).toBe(200);
    expect(cached?.body).toEqual(first?.body);
    for (const header of [
      'content-security-policy',
      'access-control-allow-origin',
      'x-content-type-options',
      'etag',
    ]) {
      expect(cached?.headers.get(header)).toBe(first?.headers.get(header));
    }
    expect(cached?.headers.get('ratelimit-remaining')).toBe('3');
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]?.headers.get('retry-after')).toBeTruthy();
  });
});
