import type { AdminSubmissionView } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, REVIEWER } from '@api/testing/test-app';

describe('GET /api/admin/submissions joins each approved submission with its live bot', () => {
  const { api, client } = useDirectory();

  const submit = async (name: string) => (await client.submit(DEVELOPER, { name })).body;
  const review = (id: string, status: 'approved' | 'rejected') => client.review(id, status);

  it('answers the Featured flag in the list, so the screen asks nothing per bot', async () => {
    const featured = await submit('Joined Featured');
    const plain = await submit('Joined Plain');
    const rejected = await submit('Joined Rejected');
    const pending = await submit('Joined Pending');
    await review(featured.submissionId, 'approved');
    await review(plain.submissionId, 'approved');
    await review(rejected.submissionId, 'rejected');
    const put = await api.request('PUT', `/api/admin/bots/${featured.botId}/featured`, {
      cookie: client.cookie(REVIEWER),
      body: { featured: true },
    });
    expect(put.status).toBe(200);

    const { body } = await api.request<AdminSubmissionView[]>('GET', '/api/admin/submissions', {
      cookie: client.cookie(REVIEWER),
    });
    const botOf = (id: string) => body.find((entry) => entry.id === id)?.bot;
    expect(botOf(featured.submissionId)).toEqual({ isFeatured: true, status: 'live' });
    expect(botOf(plain.submissionId)).toEqual({ isFeatured: false, status: 'live' });
    expect(botOf(rejected.submissionId)).toBeNull();
    expect(botOf(pending.submissionId)).toBeNull();

    await api.request('DELETE', `/api/bots/${plain.botId}`, { cookie: client.cookie(DEVELOPER) });
    const after = await api.request<AdminSubmissionView[]>('GET', '/api/admin/submissions', {
      cookie: client.cookie(REVIEWER),
    });
    expect(after.body.find((entry) => entry.id === plain.submissionId)?.bot).toBeNull();
  });

  it('filters by status and text, pages, and refuses bad parameters with a 400', async () => {
    const first = await submit('Paging Zebra One');
    await submit('Paging Zebra Two');
    await review(first.submissionId, 'rejected');
    const list = (query: string) =>
      api.request<AdminSubmissionView[]>('GET', `/api/admin/submissions?${query}`, {
        cookie: client.cookie(REVIEWER),
      });
    const names = (body: AdminSubmissionView[]) =>
      body.map((entry) => (JSON.parse(entry.botData) as { name: string }).name);

    expect(names((await list('search=zebra')).body)).toEqual([
      'Paging Zebra Two',
      'Paging Zebra One',
    ]);
    expect(names((await list('search=ZEBRA&status=rejected')).body)).toEqual(['Paging Zebra One']);
    expect(names((await list('search=zebra&limit=1&offset=1')).body)).toEqual(['Paging Zebra One']);
    const today = new Date(Date.now() - 60_000).toISOString();
    expect(names((await list(`search=zebra&reviewedSince=${today}`)).body)).toEqual([
      'Paging Zebra One',
    ]);
    for (const bad of [
      'reviewedSince=yesterday',
      'status=done',
      'limit=0',
      'offset=-1',
      `search=${'x'.repeat(101)}`,
    ]) {
      const answer = await list(bad);
      expect({ bad, status: answer.status, body: answer.body }).toMatchObject({
        status: 400,
        body: { code: 'QUERY.INVALID' },
      });
    }
  });
});
