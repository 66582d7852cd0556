import type { OwnerSubmissionView, ReviewStatsView } from '@botdir/contracts';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER, TestApp, validBotData } from '@api/testing/test-app';

interface Accepted {
  submissionId: string;
}

describe('queue position, ETA and review stats', () => {
  let api: TestApp;
  let developer: string;
  let other: string;
  let reviewer: string;

  beforeAll(async () => {
    api = await TestApp.start();
    developer = await api.login(DEVELOPER);
    other = await api.login(OTHER_DEVELOPER);
    reviewer = await api.login(REVIEWER);
  });
  afterAll(() => api.stop());

  const submit = async (cookie: string, owner = DEVELOPER) => {
    const { body } = await api.request<Accepted>('POST', '/api/bots/submit', {
      cookie,
      body: { botData: validBotData(owner) },
    });
    return body.submissionId;
  };
  const review = (id: string, status: string) =>
    api.request('POST', `/api/admin/submissions/${id}/review`, {
      cookie: reviewer,
      body: { status },
    });
  const mine = async () =>
    (
      await api.request<OwnerSubmissionView[]>('GET', '/api/user/submissions', {
        cookie: developer,
      })
    ).body;

  it('says "not enough data" (nulls) before three decisions, then the median', async () => {
    const stats = await api.request<ReviewStatsView>('GET', '/api/stats/review');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({
      backlog: 0,
      medianHours7d: null,
      p90Hours7d: null,
      medianHours30d: null,
      p75Hours30d: null,
      p90Hours30d: null,
      approvalRate30d: null,
    });
    expect(stats.headers.get('access-control-allow-origin')).toBe('*');

    const first = await submit(other, OTHER_DEVELOPER);
    const mineFirst = await submit(developer);
    expect((await mine()).find((row) => row.id === mineFirst)).toMatchObject({
      queuePosition: 2,
      queueLength: 2,
      etaHours: null,
    });

    await review(first, 'approved');
    for (const status of ['rejected', 'approved'])
      await review(await submit(other, OTHER_DEVELOPER), status);
    const after = await api.request<ReviewStatsView>('GET', '/api/stats/review');
    expect(after.body).toMatchObject({ backlog: 1, approvalRate30d: 0.67 });
    expect(after.body.medianHours30d).toEqual(expect.any(Number));
    expect((await mine()).find((row) => row.id === mineFirst)).toMatchObject({
      queuePosition: 1,
      queueLength: 1,
      etaHours: after.body.medianHours30d,
    });
  });

  it('gives reviewed submissions no place in the queue', async () => {
    const id = await submit(developer);
    await review(id, 'rejected');
    expect((await mine()).find((row) => row.id === id)).toMatchObject({
      status: 'rejected',
      queuePosition: null,
      queueLength: null,
      etaHours: null,
    });
  });
});
