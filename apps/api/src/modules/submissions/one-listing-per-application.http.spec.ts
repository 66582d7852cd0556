import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import {
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  TestApp,
  inviteFor,
  validBotData,
} from '@api/testing/test-app';

interface Accepted {
  submissionId: string;
  botId: number;
}

const APP = '555555555555555501';

describe('one listing per Discord application', () => {
  let api: TestApp;
  let developer: string;
  let other: string;
  let reviewer: string;
  let store: EventStore;

  beforeAll(async () => {
    api = await TestApp.start();
    developer = await api.login(DEVELOPER);
    other = await api.login(OTHER_DEVELOPER);
    reviewer = await api.login(REVIEWER);
    store = api.app.get(EVENT_STORE);
  });
  afterAll(() => api.stop());

  const forApp = (owner: typeof DEVELOPER, applicationId: string) =>
    validBotData(owner, { discordAppId: applicationId, inviteUrl: inviteFor(applicationId) });
  const submit = (cookie: string, data: Record<string, unknown>) =>
    api.request<Accepted>('POST', '/api/bots/submit', { cookie, body: { botData: data } });

  it('refuses a second pending bot for the same application with 409 BOT.DUPLICATE_APPLICATION', async () => {
    const first = await submit(developer, forApp(DEVELOPER, APP));
    expect(first.status).toBe(201);
    const second = await submit(other, forApp(OTHER_DEVELOPER, APP));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ statusCode: 409, code: 'BOT.DUPLICATE_APPLICATION' });
  });

  it('refuses with 400 a leading-zero spelling of a pending application (issue 22, item 5)', async () => {
    const canonical = '705628693733435503';
    expect((await submit(developer, forApp(DEVELOPER, canonical))).status).toBe(201);
    const before = await store.headPosition();
    const zeroed = forApp(OTHER_DEVELOPER, `0${canonical}`);
    const answers = [
      await submit(other, zeroed),
      await api.request('POST', '/api/bot-submissions', {
        cookie: other,
        body: { botData: JSON.stringify(zeroed), submitterName: 'dev_two' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION.FAILED',
        fields: { discordAppId: 'Discord Application ID must not start with 0' },
      });
    }
    expect(await store.headPosition()).toBe(before);
    expect((await submit(other, forApp(OTHER_DEVELOPER, canonical))).status).toBe(409);
  });

  it('refuses a second bot for a live application, and frees it once the bot is deleted', async () => {
    const app = '555555555555555502';
    const { body } = await submit(developer, forApp(DEVELOPER, app));
    await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'approved' },
    });
    expect((await submit(other, forApp(OTHER_DEVELOPER, app))).status).toBe(409);
    const deleted = await api.request('DELETE', `/api/bots/${body.botId}`, { cookie: developer });
    expect(deleted.status).toBeLessThan(300);
    expect((await submit(other, forApp(OTHER_DEVELOPER, app))).status).toBe(201);
  });

  it('frees the application of a withdrawn or rejected submission; a resubmit takes it back', async () => {
    const app = '555555555555555503';
    const first = await submit(developer, forApp(DEVELOPER, app));
    await api.request('POST', `/api/admin/submissions/${first.body.submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'rejected', reviewNotes: 'Not yet' },
    });
    const resubmit = await api.request(
      'POST',
      `/api/submissions/${first.body.submissionId}/resubmit`,
      { cookie: developer },
    );
    expect(resubmit.status).toBe(201);
    expect((await submit(other, forApp(OTHER_DEVELOPER, app))).status).toBe(409);
  });

  it('lets exactly one of several concurrent submissions of one application win', async () => {
    const app = '555555555555555504';
    const answers = await Promise.all(
      [developer, other, developer, other].map((cookie, index) =>
        submit(cookie, forApp(index % 2 ? OTHER_DEVELOPER : DEVELOPER, app)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const reservations = await store.readStream(`bot-application-${app}`);
    expect(reservations).toHaveLength(1);
  });

  const approve = (submissionId: string) =>
    api.request('POST', `/api/admin/submissions/${submissionId}/review`, {
      cookie: reviewer,
      body: { status: 'approved' },
    });
  const liveBotFor = async (owner: typeof DEVELOPER, cookie: string, applicationId: string) => {
    const data = forApp(owner, applicationId);
    const { body } = await submit(cookie, data);
    expect((await approve(body.submissionId)).status).toBe(200);
    return { ...body, data };
  };
  const moveTo = (
    bot: { botId: number; data: Record<string, unknown> },
    cookie: string,
    applicationId: string,
  ) =>
    api.request<{ botId: number; inReview: boolean; submissionId?: string }>(
      'PUT',
      `/api/bots/${bot.botId}`,
      {
        cookie,
        body: {
          botData: {
            ...bot.data,
            discordAppId: applicationId,
            inviteUrl: inviteFor(applicationId),
          },
        },
      },
    );

  it('lets exactly one of concurrent edits and a submission moving to one application win', async () => {
    const target = '555555555555555510';
    const mine = await liveBotFor(DEVELOPER, developer, '555555555555555511');
    const theirs = await liveBotFor(OTHER_DEVELOPER, other, '555555555555555512');
    const answers = await Promise.all([
      moveTo(mine, developer, target),
      moveTo(theirs, other, target),
      submit(developer, forApp(DEVELOPER, target)),
      moveTo(theirs, other, target),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status < 300)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status >= 300)) {
      expect(answer.body).toMatchObject({ statusCode: 409, code: 'BOT.DUPLICATE_APPLICATION' });
    }
    const reservations = await store.readStream(`bot-application-${target}`);
    expect(reservations).toHaveLength(1);
  });

  it('moves a live bot to another application: the new one is taken, the old one freed on approval', async () => {
    const from = '555555555555555520';
    const to = '555555555555555521';
    const bot = await liveBotFor(DEVELOPER, developer, from);
    const moved = await moveTo(bot, developer, to);
    expect(moved.status).toBe(200);
    expect((await submit(other, forApp(OTHER_DEVELOPER, to))).status).toBe(409);
    // Until staff approve the move, the live listing keeps (and holds) its old application.
    expect((await submit(other, forApp(OTHER_DEVELOPER, from))).status).toBe(409);
    if (moved.body.inReview)
      expect((await approve(moved.body.submissionId ?? '')).status).toBe(200);
    expect((await submit(other, forApp(OTHER_DEVELOPER, from))).status).toBe(201);
    expect((await submit(other, forApp(OTHER_DEVELOPER, to))).status).toBe(409);
  });
});
