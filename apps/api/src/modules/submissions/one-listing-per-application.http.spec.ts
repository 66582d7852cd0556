import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { useDirectory } from '@api/testing/directory-client';
import {
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  inviteFor,
  validBotData,
  type TestUser,
} from '@api/testing/test-app';

const APP = '555555555555555501';

describe('one listing per Discord application', () => {
  const { api, client } = useDirectory();
  let store: EventStore;

  beforeAll(async () => {
    store = api.app.get(EVENT_STORE);
  });

  const forApp = (applicationId: string) => ({
    discordAppId: applicationId,
    inviteUrl: inviteFor(applicationId),
  });
  /** Submits `owner`'s bot for the application (`forApp`) or with these fields. */
  const submit = (owner: TestUser, fields: Record<string, unknown>) => client.submit(owner, fields);

  it('refuses a second pending bot for the same application with 409 BOT.DUPLICATE_APPLICATION', async () => {
    const first = await submit(DEVELOPER, forApp(APP));
    expect(first.status).toBe(201);
    const second = await submit(OTHER_DEVELOPER, forApp(APP));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ statusCode: 409, code: 'BOT.DUPLICATE_APPLICATION' });
  });

  it('refuses with 400 a leading-zero spelling of a pending application (issue 22, item 5)', async () => {
    const canonical = '705628693733435503';
    expect((await submit(DEVELOPER, forApp(canonical))).status).toBe(201);
    const before = await store.headPosition();
    const zeroed = validBotData(OTHER_DEVELOPER, forApp(`0${canonical}`));
    const answers = [
      await client.submitForm(zeroed, OTHER_DEVELOPER),
      await api.request('POST', '/api/bot-submissions', {
        cookie: client.cookie(OTHER_DEVELOPER),
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
    expect((await submit(OTHER_DEVELOPER, forApp(canonical))).status).toBe(409);
  });

  it('refuses a second bot for a live application, and frees it once the bot is deleted', async () => {
    const app = '555555555555555502';
    const { body } = await submit(DEVELOPER, forApp(app));
    await api.request('POST', `/api/admin/submissions/${body.submissionId}/review`, {
      cookie: client.cookie(REVIEWER),
      body: { status: 'approved' },
    });
    expect((await submit(OTHER_DEVELOPER, forApp(app))).status).toBe(409);
    const deleted = await api.request('DELETE', `/api/bots/${body.botId}`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(deleted.status).toBeLessThan(300);
    expect((await submit(OTHER_DEVELOPER, forApp(app))).status).toBe(201);
  });

  it('frees the application of a withdrawn or rejected submission; a resubmit takes it back', async () => {
    const app = '555555555555555503';
    const first = await submit(DEVELOPER, forApp(app));
    await api.request('POST', `/api/admin/submissions/${first.body.submissionId}/review`, {
      cookie: client.cookie(REVIEWER),
      body: { status: 'rejected', reviewNotes: 'Not yet' },
    });
    const resubmit = await api.request(
      'POST',
      `/api/submissions/${first.body.submissionId}/resubmit`,
      { cookie: client.cookie(DEVELOPER) },
    );
    expect(resubmit.status).toBe(201);
    expect((await submit(OTHER_DEVELOPER, forApp(app))).status).toBe(409);
  });

  it('lets exactly one of several concurrent submissions of one application win', async () => {
    const app = '555555555555555504';
    const answers = await Promise.all(
      [DEVELOPER, OTHER_DEVELOPER, DEVELOPER, OTHER_DEVELOPER].map((owner) =>
        submit(owner, forApp(app)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const reservations = await store.readStream(`bot-application-${app}`);
    expect(reservations).toHaveLength(1);
  });

  const approve = (submissionId: string) => client.approve(submissionId);
  const liveBotFor = (owner: TestUser, applicationId: string) =>
    client.approvedBot(owner, forApp(applicationId));
  const moveTo = (
    bot: { botId: number; botData: Record<string, unknown> },
    owner: TestUser,
    applicationId: string,
  ) => client.editForm(bot.botId, { ...bot.botData, ...forApp(applicationId) }, owner);

  it('lets exactly one of concurrent edits and a submission moving to one application win', async () => {
    const target = '555555555555555510';
    const mine = await liveBotFor(DEVELOPER, '555555555555555511');
    const theirs = await liveBotFor(OTHER_DEVELOPER, '555555555555555512');
    const answers = await Promise.all([
      moveTo(mine, DEVELOPER, target),
      moveTo(theirs, OTHER_DEVELOPER, target),
      submit(DEVELOPER, forApp(target)),
      moveTo(theirs, OTHER_DEVELOPER, target),
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
    const bot = await liveBotFor(DEVELOPER, from);
    const moved = await moveTo(bot, DEVELOPER, to);
    expect(moved.status).toBe(200);
    expect((await submit(OTHER_DEVELOPER, forApp(to))).status).toBe(409);
    // Until staff approve the move, the live listing keeps (and holds) its old application.
    expect((await submit(OTHER_DEVELOPER, forApp(from))).status).toBe(409);
    if (moved.body.inReview)
      expect((await approve(moved.body.submissionId ?? '')).status).toBe(200);
    expect((await submit(OTHER_DEVELOPER, forApp(from))).status).toBe(201);
    expect((await submit(OTHER_DEVELOPER, forApp(to))).status).toBe(409);
  });
});
