import type { SubmissionHistoryEntry, SubmissionView } from '@botdir/contracts';
import { startDirectory, type DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, REVIEWER, ADMINISTRATOR, type TestApp } from '@api/testing/test-app';

describe('claims on submissions over HTTP', () => {
  let api: TestApp;
  let client: DirectoryClient;
  let developer: string;
  let reviewer: string;
  let admin: string;

  beforeAll(async () => {
    ({ api, client } = await startDirectory());
    [developer, reviewer] = [client.cookie(DEVELOPER), client.cookie(REVIEWER)];
    admin = client.cookie(ADMINISTRATOR);
  });
  afterAll(() => api.stop());

  const submit = async () => (await client.submit()).body.submissionId;
  const claimPath = (id: string) => `/api/admin/submissions/${id}/claim`;
  const adminRow = async (id: string) => {
    const { body } = await api.request<SubmissionView[]>('GET', '/api/admin/submissions', {
      cookie: admin,
    });
    return body.find((submission) => submission.id === id);
  };

  it('shows claimedBy and claimedUntil to staff, refuses a second reviewer, and releases', async () => {
    const id = await submit();
    const claimed = await api.request<{ claimedUntil: string }>('POST', claimPath(id), {
      cookie: reviewer,
    });
    expect(claimed.status).toBe(200);
    const minutes = (Date.parse(claimed.body.claimedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(await adminRow(id)).toMatchObject({
      claimedBy: 'reviewer#0001',
      claimedUntil: claimed.body.claimedUntil,
    });

    const second = await api.request('POST', claimPath(id), { cookie: admin });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'SUBMISSION.CLAIMED',
      message: expect.stringContaining('Being reviewed by reviewer#0001'),
    });

    const mine = await api.request<SubmissionView[]>('GET', '/api/user/submissions', {
      cookie: developer,
    });
    expect(mine.body.find((submission) => submission.id === id)).not.toHaveProperty('claimedBy');

    expect((await api.request('DELETE', claimPath(id), { cookie: admin })).status).toBe(409);
    expect((await api.request('DELETE', claimPath(id), { cookie: reviewer })).status).toBe(200);
    expect(await adminRow(id)).toMatchObject({ claimedBy: null, claimedUntil: null });
  });

  it('lets another reviewer review only after confirming, and the history records it', async () => {
    const id = await submit();
    await api.request('POST', claimPath(id), { cookie: reviewer });
    const reviewPath = `/api/admin/submissions/${id}/review`;
    const refused = await api.request('POST', reviewPath, {
      cookie: admin,
      body: { status: 'approved' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SUBMISSION.CLAIMED' });
    const confirmed = await api.request('POST', reviewPath, {
      cookie: admin,
      body: { status: 'approved', overrideClaim: true },
    });
    expect(confirmed.status).toBe(200);
    const history = await api.request<SubmissionHistoryEntry[]>(
      'GET',
      `/api/admin/submissions/${id}/history`,
      { cookie: admin },
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
    expect((await api.request('POST', claimPath(id), { cookie: developer })).status).toBe(403);
    expect((await api.request('POST', claimPath('987654'), { cookie: reviewer })).status).toBe(404);
  });
});
