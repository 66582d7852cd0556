import type { StaffActivityPage } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { ADMINISTRATOR, DEVELOPER, REVIEWER } from '@api/testing/test-app';

describe('GET /api/admin/activity: the staff activity log', () => {
  const { client } = useDirectory();
  const activity = (query = '', as = ADMINISTRATOR) =>
    client.send<StaffActivityPage>('GET', `/api/admin/activity${query}`, as);

  it('lists reviews, claims and moderation by who did them, filtered and paged', async () => {
    const { body: first } = await client.submit(DEVELOPER);
    await client.claim(first.submissionId);
    await client.reject(first.submissionId, 'Broken invite');
    const botId = await client.liveBot();
    await client.moderate(botId, 'unlist', { reason: 'Spam in the description' }, ADMINISTRATOR);

    const all = await activity();
    expect(all.status).toBe(200);
    expect(all.body.items.slice(0, 4).map((row) => [row.staffId, row.action])).toEqual([
      [ADMINISTRATOR.id, 'unlist'],
      [REVIEWER.id, 'approve'],
      [REVIEWER.id, 'reject'],
      [REVIEWER.id, 'claim'],
    ]);
    expect(all.body.items[0]).toMatchObject({
      staffName: expect.stringContaining('admin'),
      botId,
      target: String(botId),
      detail: 'Spam in the description',
    });
    expect(all.body.items[2]).toMatchObject({
      target: first.submissionId,
      detail: 'Broken invite',
    });

    const rejections = await activity(`?action=reject&staff=${REVIEWER.id}`);
    expect(rejections.body.items.map((row) => row.target)).toEqual([first.submissionId]);
    const future = await activity('?from=2999-01-01');
    expect(future.body).toEqual({ items: [], nextCursor: null });

    const page1 = await activity('?limit=2');
    expect(page1.body.items).toHaveLength(2);
    const page2 = await activity(`?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items.map((row) => row.action)).toEqual(['reject', 'claim']);
  });

  it('is for Administrators only: 403 for a Bot Reviewer, 401 without a login', async () => {
    expect(await activity('', REVIEWER)).toMatchObject({
      status: 403,
      body: { code: 'AUTH.ADMINISTRATOR_ONLY' },
    });
    expect((await client.send('GET', '/api/admin/activity', null)).status).toBe(401);
  });

  it.each([
    ['?action=sing', 'action'],
    ['?from=yesterday', 'from'],
    ['?to=2026-13-45', 'to'],
    ['?limit=101', 'limit'],
    ['?cursor=abc', 'cursor'],
  ])('refuses %s with a 400 naming the parameter', async (query, name) => {
    const answer = await activity(query);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400, code: 'QUERY.INVALID' });
    expect(JSON.stringify(answer.body)).toContain(name);
  });
});
