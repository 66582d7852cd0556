import type { ReviewerStatsView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { ADMINISTRATOR, DEVELOPER, REVIEWER } from '@api/testing/test-app';

describe('GET /api/admin/reviewer-stats', () => {
  const { client } = useDirectory();
  const stats = (as = ADMINISTRATOR) =>
    client.send<ReviewerStatsView[]>('GET', '/api/admin/reviewer-stats', as);

  it('counts each reviewer’s decisions and times them from their claim', async () => {
    const { body: first } = await client.submit(DEVELOPER);
    const { body: second } = await client.submit(DEVELOPER);
    await client.claim(first.submissionId);
    await client.approve(first.submissionId);
    await client.reject(second.submissionId);

    const answer = await stats();
    expect(answer.status).toBe(200);
    const reviewer = answer.body.find((row) => row.reviewerId === REVIEWER.id);
    expect(reviewer).toMatchObject({
      approved7d: 1,
      rejected7d: 1,
      approved30d: 1,
      rejected30d: 1,
      approvalRate30d: 0.5,
      medianClaimToDecisionMinutes30d: expect.any(Number),
    });
    expect(reviewer!.medianClaimToDecisionMinutes30d).toBeLessThan(5);
  });

  it('is for Administrators only', async () => {
    expect(await stats(REVIEWER)).toMatchObject({
      status: 403,
      body: { code: 'AUTH.ADMINISTRATOR_ONLY' },
    });
  });
});
