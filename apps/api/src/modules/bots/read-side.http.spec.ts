import type {
  BotView,
  CategoryView,
  StatsView,
  SubmissionView,
  UserBotView,
} from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, REVIEWER } from '@api/testing/test-app';

/** The story of one bot through every read model, straight after each command (read-your-writes). */
describe('read side over HTTP', () => {
  const { api, client } = useDirectory();

  const get = async <T>(path: string, cookie = '') =>
    (await api.request<T>('GET', path, { cookie })).body;
  const musicCount = async () =>
    (await get<CategoryView[]>('/api/categories')).find((category) => category.id === 'music')
      ?.botCount;

  it('shows a submission, its approval, rejection, resubmission and deletion everywhere at once', async () => {
    const { body } = await client.submit(DEVELOPER, {
      name: 'Harmonica',
      categories: ['music'],
      tags: ['harmonica'],
    });
    const pending = await get<SubmissionView[]>(
      '/api/admin/submissions?status=pending',
      client.cookie(REVIEWER),
    );
    expect(pending.map((submission) => submission.id)).toContain(body.submissionId);
    expect(
      (await get<SubmissionView[]>('/api/user/submissions', client.cookie(DEVELOPER)))[0],
    ).toMatchObject({
      status: 'pending',
    });
    expect((await get<UserBotView[]>('/api/user/bots', client.cookie(DEVELOPER)))[0]).toMatchObject(
      {
        status: 'pending',
      },
    );
    expect((await api.request('GET', `/api/bots/${body.botId}`)).status).toBe(404);
    expect(
      (await api.request('GET', `/api/bots/${body.botId}`, { cookie: client.cookie(DEVELOPER) }))
        .status,
    ).toBe(200);
    expect(await musicCount()).toBe(0);

    await client.approve(body.submissionId, REVIEWER, 'Nice bot');
    const listed = await get<BotView[]>('/api/bots?approved=true');
    expect(listed.map((bot) => bot.id)).toContain(body.botId);
    expect((await get<BotView[]>('/api/bots?search=harmon')).map((bot) => bot.name)).toEqual([
      'Harmonica',
    ]);
    expect(
      (await get<BotView[]>('/api/bots?approved=true&days=30')).map((bot) => bot.id),
    ).toContain(body.botId);
    expect(await get<BotView>(`/api/bots/${body.botId}`)).toMatchObject({
      name: 'Harmonica',
      isApproved: true,
    });
    expect(await musicCount()).toBe(1);
    expect(await get<StatsView>('/api/stats')).toEqual({ totalBots: 1, categories: 12 });
    expect((await get<UserBotView[]>('/api/user/bots', client.cookie(DEVELOPER)))[0]).toMatchObject(
      {
        status: 'live',
      },
    );

    const deleted = await api.request('DELETE', `/api/bots/${body.botId}`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(deleted.status).toBe(200);
    expect(await get<BotView[]>('/api/bots')).toEqual([]);
    expect(await get<StatsView>('/api/stats')).toEqual({ totalBots: 0, categories: 12 });
    expect(await musicCount()).toBe(0);
    expect(await get<UserBotView[]>('/api/user/bots', client.cookie(DEVELOPER))).toEqual([]);
  });

  it('shows a rejection with its notes to the owner, and the resubmission as pending', async () => {
    const { body } = await client.submit(DEVELOPER, { name: 'Rejectable' });
    await client.reject(body.submissionId, 'Add a support server');
    const mine = await get<SubmissionView[]>('/api/user/submissions', client.cookie(DEVELOPER));
    expect(mine.find((submission) => submission.id === body.submissionId)).toMatchObject({
      status: 'rejected',
      reviewNotes: 'Add a support server',
      reviewedBy: 'reviewer#0001',
    });
    const again = await client.resubmit(body.submissionId);
    const after = await get<SubmissionView[]>('/api/user/submissions', client.cookie(DEVELOPER));
    expect(after.find((submission) => submission.id === again.body.submissionId)).toMatchObject({
      status: 'pending',
      resubmittedFrom: body.submissionId,
    });
  });

  it('answers 400 for a ref that names no bot and for bad list parameters', async () => {
    expect((await api.request('GET', '/api/bots/no_such_bot')).status).toBe(400);
    expect((await api.request('GET', '/api/bots?limit=1000')).status).toBe(400);
    expect((await api.request('GET', '/api/bots?sort=price')).status).toBe(400);
    expect((await api.request('GET', '/api/bots?search=a&search=b')).status).toBe(400);
  });

  it('says in plain words why an address names no bot or submission (no "Invalid bot ID")', async () => {
    expect((await api.request('GET', '/api/bots/no_such_bot')).body).toEqual({
      statusCode: 400,
      code: 'BOT.INVALID_ID',
      message:
        'There is no bot at this address: a bot is found by its number (42) or its Discord application id.',
    });
    const submission = await api.request<{ message: string }>('DELETE', '/api/submissions/first', {
      cookie: client.cookie(DEVELOPER),
    });
    expect(submission.status).toBe(400);
    expect(submission.body.message).toBe(
      'There is no submission at this address: submissions are found by their number, like 42.',
    );
  });
});
