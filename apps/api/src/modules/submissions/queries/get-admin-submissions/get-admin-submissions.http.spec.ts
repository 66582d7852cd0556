import type { AdminSubmissionView } from '@botdir/contracts';
import { DEVELOPER, REVIEWER, TestApp, validBotData } from '@api/testing/test-app';

describe('GET /api/admin/submissions joins each approved submission with its live bot', () => {
  let api: TestApp;
  let developer: string;
  let reviewer: string;

  beforeAll(async () => {
    api = await TestApp.start();
    developer = await api.login(DEVELOPER);
    reviewer = await api.login(REVIEWER);
  });
  afterAll(() => api.stop());

  const submit = async (name: string) =>
    (
      await api.request<{ submissionId: string; botId: number }>('POST', '/api/bots/submit', {
        cookie: developer,
        body: { botData: validBotData(DEVELOPER, { name }) },
      })
    ).body;
  const review = (id: string, status: 'approved' | 'rejected') =>
    api.request('POST', `/api/admin/submissions/${id}/review`, {
      cookie: reviewer,
      body: { status, reviewNotes: '' },
    });

  it('answers the Featured flag in the list, so the screen asks nothing per bot', async () => {
    const featured = await submit('Joined Featured');
    const plain = await submit('Joined Plain');
    const rejected = await submit('Joined Rejected');
    const pending = await submit('Joined Pending');
    await review(featured.submissionId, 'approved');
    await review(plain.submissionId, 'approved');
    await review(rejected.submissionId, 'rejected');
    const put = await api.request('PUT', `/api/admin/bots/${featured.botId}/featured`, {
      cookie: reviewer,
      body: { featured: true },
    });
    expect(put.status).toBe(200);

    const { body } = await api.request<AdminSubmissionView[]>('GET', '/api/admin/submissions', {
      cookie: reviewer,
    });
    const botOf = (id: string) => body.find((entry) => entry.id === id)?.bot;
    expect(botOf(featured.submissionId)).toEqual({ isFeatured: true });
    expect(botOf(plain.submissionId)).toEqual({ isFeatured: false });
    expect(botOf(rejected.submissionId)).toBeNull();
    expect(botOf(pending.submissionId)).toBeNull();

    await api.request('DELETE', `/api/bots/${plain.botId}`, { cookie: developer });
    const after = await api.request<AdminSubmissionView[]>('GET', '/api/admin/submissions', {
      cookie: reviewer,
    });
    expect(after.body.find((entry) => entry.id === plain.submissionId)?.bot).toBeNull();
  });
});
