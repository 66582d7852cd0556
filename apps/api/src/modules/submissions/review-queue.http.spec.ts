import type { AdminSubmissionView, OwnerSubmissionView, ReviewStatsView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER, REVIEWER } from '@api/testing/test-app';

describe('queue position, ETA and review stats', () => {
  const { api, client } = useDirectory();

  const submit = async (owner = DEVELOPER) => (await client.submit(owner)).body.submissionId;
  const review = (id: string, status: string) => client.review(id, status);
  const mine = async () =>
    (
      await api.request<OwnerSubmissionView[]>('GET', '/api/user/submissions', {
        cookie: client.cookie(DEVELOPER),
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

    const first = await submit(OTHER_DEVELOPER);
    const mineFirst = await submit();
    expect((await mine()).find((row) => row.id === mineFirst)).toMatchObject({
      queuePosition: 2,
      queueLength: 2,
      etaHours: null,
    });

    await review(first, 'approved');
    for (const status of ['rejected', 'approved'])
      await review(await submit(OTHER_DEVELOPER), status);
    const after = await api.request<ReviewStatsView>('GET', '/api/stats/review');
    expect(after.body).toMatchObject({ backlog: 1, approvalRate30d: 0.67 });
    expect(after.body.medianHours30d).toEqual(expect.any(Number));
    expect((await mine()).find((row) => row.id === mineFirst)).toMatchObject({
      queuePosition: 1,
      queueLength: 1,
      etaHours: after.body.medianHours30d,
    });
  });

  it("lists the staff queue first in, first out: each owner's position is its place there", async () => {
    const submitted = [await submit(OTHER_DEVELOPER), await submit(), await submit()];
    const queue = await client.send<AdminSubmissionView[]>(
      'GET',
      '/api/admin/submissions?status=pending',
      REVIEWER,
    );
    const order = queue.body.map((entry) => entry.id);
    expect(order.filter((id) => submitted.includes(id))).toEqual(submitted);
    for (const row of (await mine()).filter((entry) => submitted.includes(entry.id)))
      expect(row.queuePosition).toBe(order.indexOf(row.id) + 1);
    for (const id of submitted) await review(id, 'rejected');
  });

  it('gives reviewed submissions no place in the queue', async () => {
    const id = await submit();
    await review(id, 'rejected');
    expect((await mine()).find((row) => row.id === id)).toMatchObject({
      status: 'rejected',
      queuePosition: null,
      queueLength: null,
      etaHours: null,
    });
  });
});
