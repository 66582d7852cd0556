import type { SubmissionHistoryEntry, SubmissionView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, REVIEWER, ADMINISTRATOR } from '@api/testing/test-app';

describe('claims on submissions over HTTP', () => {
  const { api, client } = useDirectory();

  const submit = async () => (await client.submit()).body.submissionId;
  const claimPath = (id: string) => `/api/admin/submissions/${id}/claim`;
  const adminRow = async (id: string) => {
    const { body } = await api.request<SubmissionView[]>('GET', '/api/admin/submissions', {
      cookie: client.cookie(ADMINISTRATOR),
    });
    return body.find((submission) => submission.id === id);
  };

  it('shows claimedBy and claimedUntil to staff, refuses a second reviewer, and releases', async () => {
    const id = await submit();
    const claimed = await api.request<{ claimedUntil: string }>('POST', claimPath(id), {
      cookie: client.cookie(REVIEWER),
    });
    expect(claimed.status).toBe(200);
    const minutes = (Date.parse(claimed.body.claimedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await adminRow(id)).toMatchObject({
      claimedBy: 'reviewer#0001',
      claimedUntil: claimed.body.claimedUntil,
    });

    const second = await api.request('POST', claimPath(id), {
      cookie: client.cookie(ADMINISTRATOR),
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'SUBMISSION.CLAIMED',
      message: expect.stringContaining('Being reviewed by reviewer#0001'),
    });

    const mine = await api.request<SubmissionView[]>('GET', '/api/user/submissions', {
      cookie: client.cookie(DEVELOPER),
    });
    expect(mine.body.find((submission) => submission.id === id)).not.toHaveProperty('claimedBy');

    expect(
      (await api.request('DELETE', claimPath(id), { cookie: client.cookie(ADMINISTRATOR) })).status,
    ).toBe(409);
    expect(
      (await api.request('DELETE', claimPath(id), { cookie: client.cookie(REVIEWER) })).status,
    ).toBe(200);
    expect(await adminRow(id)).toMatchObject({ claimedBy: null, claimedUntil: null });
  });

  it('lets another reviewer review only after confirming, and the history records it', async () => {
    const id = await submit();
    await api.request('POST', claimPath(id), { cookie: client.cookie(REVIEWER) });
    const reviewPath = `/api/admin/submissions/${id}/review`;
    const refused = await api.request('POST', reviewPath, {
      cookie: client.cookie(ADMINISTRATOR),
      body: { status: 'approved' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SUBMISSION.CLAIMED' });
    const confirmed = await api.request('POST', reviewPath, {
      cookie: client.cookie(ADMINISTRATOR),
      body: { status: 'approved', overrideClaim: true },
    });
    expect(confirmed.status).toBe(200);
    const history = await api.request<SubmissionHistoryEntry[]>(
      'GET',
      `/api/admin/submissions/${id}/history`,
      { cookie: client.cookie(ADMINISTRATOR) },
    );
    expect(history.body.map((entry) => entry.type)).toEqual([
      'BotSubmitted',
      'SubmissionClaimed',
      'SubmissionReviewed',
    ]);
    expect(history.body[2]?.data).toMatchObject({ overrodeClaimOf: 'reviewer#0001' });
  });

  it('refuses a claim by a non-staff user (403) and on an unknown submission (404)', async () => {
    const id = await submit();
    expect(
      (await api.request('POST', claimPath(id), { cookie: client.cookie(DEVELOPER) })).status,
    ).toBe(403);
    expect(
      (await api.request('POST', claimPath('987654'), { cookie: client.cookie(REVIEWER) })).status,
    ).toBe(404);
  });
});
