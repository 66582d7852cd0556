import { TestApp } from '../../../testing/test-app';

/** A page's inline reads spend from the same read budget as the API reads they replace. */
describe('first-view reads and the read budget', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await TestApp.start({ RATE_LIMIT_GETS_PER_MINUTE: '3' });
  });

  afterAll(() => api?.stop());

  const page = async (path: string) => {
    const answer = await api.request<string>('GET', path);
    return { status: answer.status, hasData: answer.body.includes('id="first-view-data"') };
  };

  it('spends one read per page with reads, none for a page without, then sends the page bare', async () => {
    for (let visit = 0; visit < 5; visit += 1) {
      await expect(page('/privacy')).resolves.toEqual({ status: 200, hasData: false });
    }
    // A page opened with filters answers nothing inline and spends nothing.
    await expect(page('/browse?search=music')).resolves.toEqual({ status: 200, hasData: false });
    for (let visit = 0; visit < 3; visit += 1) {
      await expect(page('/browse')).resolves.toEqual({ status: 200, hasData: true });
    }
    // Over budget: still the page (never a 429 for a page), without its reads.
    await expect(page('/browse')).resolves.toEqual({ status: 200, hasData: false });
    const read = await api.request('GET', '/api/categories');
    expect(read.status).toBe(429);
  });
});
