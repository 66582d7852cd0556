import type {
  CannedReasonView,
  NotificationsAnswer,
  StaffActivityPage,
  SubmissionView,
} from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { ADMINISTRATOR, DEVELOPER, REVIEWER, type TestUser } from '@api/testing/test-app';

const SPAM = {
  kind: 'reject',
  title: 'Advertising only',
  explanation: 'The bot only posts adverts and has no function of its own.',
  guidelineUrl: '/docs/guidelines#spam',
};

describe('canned rejection and unlist reasons', () => {
  const { client } = useDirectory();
  const reasons = (as: TestUser = REVIEWER) =>
    client.send<CannedReasonView[]>('GET', '/api/admin/reasons', as);
  const add = (body: object, as: TestUser = ADMINISTRATOR) =>
    client.send<{ id: string }>('POST', '/api/admin/reasons', as, body);
  const reject = (submissionId: string, body: object) =>
    client.send('POST', `/api/admin/submissions/${submissionId}/review`, REVIEWER, {
      status: 'rejected',
      ...body,
    });

  it('lets an Administrator add, edit and retire reasons; reviewers read them', async () => {
    const added = await add(SPAM);
    expect(added.status).toBe(201);
    const { id } = added.body;
    expect((await reasons()).body).toContainEqual({ ...SPAM, id, active: true });

    const edited = await client.send('PUT', `/api/admin/reasons/${id}`, ADMINISTRATOR, {
      ...SPAM,
      kind: undefined,
      title: 'Adverts only',
    });
    expect(edited.status).toBe(200);
    const retired = await client.send('DELETE', `/api/admin/reasons/${id}`, ADMINISTRATOR);
    expect(retired.status).toBe(200);
    expect((await reasons()).body.find((reason) => reason.id === id)).toMatchObject({
      title: 'Adverts only',
      active: false,
    });
    expect(
      (await client.send('DELETE', `/api/admin/reasons/${id}`, ADMINISTRATOR)).body,
    ).toMatchObject({ statusCode: 409, code: 'REASON.RETIRED' });
  });

  it('refuses a Bot Reviewer (403) and bad reasons (400)', async () => {
    expect(await add(SPAM, REVIEWER)).toMatchObject({
      status: 403,
      body: { code: 'AUTH.ADMINISTRATOR_ONLY' },
    });
    expect((await client.send('GET', '/api/admin/reasons', DEVELOPER)).status).toBe(403);
    for (const guidelineUrl of ['http://example.com/g', 'javascript:alert(1)', '//evil.example']) {
      expect(await add({ ...SPAM, guidelineUrl })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION.FAILED' },
      });
    }
    expect((await add({ ...SPAM, kind: 'ban' })).status).toBe(400);
    expect((await add({ ...SPAM, title: '' })).status).toBe(400);
    const unknown = await client.send('PUT', '/api/admin/reasons/nope', ADMINISTRATOR, {
      title: 'x'.repeat(5),
      explanation: 'y'.repeat(5),
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'REASON.NOT_FOUND' } });
  });

  it('shows the developer each picked reason with its explanation and guideline link', async () => {
    const { id } = (await add(SPAM)).body;
    const { body: submitted } = await client.submit(DEVELOPER);
    const answer = await reject(submitted.submissionId, { reasonIds: [id], reviewNotes: 'Sorry' });
    expect(answer.status).toBe(200);

    const mine = await client.send<SubmissionView[]>('GET', '/api/user/submissions', DEVELOPER);
    const rejected = mine.body.find((submission) => submission.id === submitted.submissionId);
    expect(rejected).toMatchObject({
      status: 'rejected',
      reviewNotes: 'Sorry',
      reviewReasons: [
        { id, title: SPAM.title, explanation: SPAM.explanation, guidelineUrl: SPAM.guidelineUrl },
      ],
    });
    const inbox = await client.send<NotificationsAnswer>(
      'GET',
      '/api/user/notifications',
      DEVELOPER,
    );
    expect(JSON.stringify(inbox.body)).toContain(`${SPAM.explanation} (${SPAM.guidelineUrl})`);
    const log = await client.send<StaffActivityPage>(
      'GET',
      '/api/admin/activity?action=reject',
      ADMINISTRATOR,
    );
    expect(log.body.items[0]).toMatchObject({ target: submitted.submissionId });
  });

  it('refuses unknown, retired, wrong-kind or too many reason ids with a 400', async () => {
    const { id: unlistOnly } = (await add({ ...SPAM, kind: 'unlist' })).body;
    const { id: retired } = (await add(SPAM)).body;
    await client.send('DELETE', `/api/admin/reasons/${retired}`, ADMINISTRATOR);
    const { body: submitted } = await client.submit(DEVELOPER);
    for (const reasonIds of [['nope'], [unlistOnly], [retired]]) {
      expect(await reject(submitted.submissionId, { reasonIds })).toMatchObject({
        status: 400,
        body: { statusCode: 400, code: 'REASON.UNKNOWN' },
      });
    }
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(await reject(submitted.submissionId, { reasonIds: six })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION.FAILED' },
    });
  });

  it('unlists with canned reasons alone, and still wants a reason or text', async () => {
    const { id } = (await add({ ...SPAM, kind: 'unlist', title: 'Offline for weeks' })).body;
    const botId = await client.liveBot();
    expect(await client.moderate(botId, 'unlist', {})).toMatchObject({ status: 400 });
    expect(await client.moderate(botId, 'unlist', { reasonIds: [id] })).toMatchObject({
      status: 200,
      body: { status: 'unlisted' },
    });
    const history = await client.send<{ kind: string; reason?: string }[]>(
      'GET',
      `/api/bots/${botId}/history`,
      DEVELOPER,
    );
    expect(JSON.stringify(history.body)).toContain('Offline for weeks');
  });
});
