import {
  applicationStream,
  botStream,
  botVoteStream,
  submissionStream,
  webhookDeliveryStream,
} from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { InterleavingEventStore } from '../../../../libs/event-store/src/testing/interleaving';
import { DeliveryRunner } from '@api/modules/webhooks/outbox/delivery-runner';
import { liveBot } from '@api/testing/live-bot';
import { VoteReceiver } from '@api/modules/webhooks/testing/vote-receiver';
import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  TestApp,
  inviteFor,
  validBotData,
  type HttpAnswer,
} from '@api/testing/test-app';

/**
 * Every decision appended with an expected revision, raced the one way a second process can race
 * it: the competitor's whole command runs inside the first command's read of the stream. Exactly
 * one wins; the other is refused with a 409 (or, for a delivery claim, sends nothing).
 */
describe('two commands racing on one stream (competitor inside the first read)', () => {
  let api: TestApp;
  let kit: InterleavingEventStore;
  let store: EventStore;
  let cookies: Record<'developer' | 'other' | 'reviewer' | 'admin', string>;

  beforeAll(async () => {
    // The poll never comes round: the test runs each delivery attempt itself.
    api = await TestApp.start(
      { WEBHOOK_POLL_MS: '999999' },
      { wrapEventStore: (real) => (kit = new InterleavingEventStore(real)) },
    );
    store = api.app.get(EVENT_STORE);
    cookies = {
      developer: await api.login(DEVELOPER),
      other: await api.login(OTHER_DEVELOPER),
      reviewer: await api.login(REVIEWER),
      admin: await api.login(ADMINISTRATOR),
    };
  });
  afterAll(() => api.stop());

  const post = <T = Record<string, unknown>>(path: string, cookie: string, body?: unknown) =>
    api.request<T>('POST', path, { cookie, ...(body === undefined ? {} : { body }) });
  const submit = (cookie: string, data: Record<string, unknown>) =>
    post<{ submissionId: string; botId: number }>('/api/bots/submit', cookie, { botData: data });
  const submitted = () => submit(cookies.developer, validBotData(DEVELOPER));
  const typesIn = async (streamId: string) =>
    (await store.readStream(streamId)).map((event) => event.type);
  /** Runs `first` with `second` inside its read of `streamId`; answers both. */
  async function race<T>(streamId: string, first: () => Promise<T>, second: () => Promise<T>) {
    const competed = kit.duringRead(streamId, second);
    const firstAnswer = await first();
    const secondOutcome = await competed;
    if (!secondOutcome.ok) throw secondOutcome.error;
    return [firstAnswer, secondOutcome.value] as const;
  }
  const expectConflict = (answer: HttpAnswer, code = 'CONCURRENCY.CONFLICT') =>
    expect(answer).toMatchObject({ status: 409, body: { statusCode: 409, code } });

  it('application reservations: the claim whose holder check went stale is refused', async () => {
    const app = '555555555555555590';
    const forApp = (owner: typeof DEVELOPER) =>
      validBotData(owner, { discordAppId: app, inviteUrl: inviteFor(app) });
    const [mine, theirs] = await race(
      applicationStream(app),
      () => submit(cookies.developer, forApp(DEVELOPER)),
      () => submit(cookies.other, forApp(OTHER_DEVELOPER)),
    );
    expect(theirs.status).toBe(201);
    expectConflict(mine, 'BOT.DUPLICATE_APPLICATION');
    expect(await typesIn(applicationStream(app))).toEqual(['ApplicationReserved']);
  });

  it('the generic command path (featuring a bot): the stale append is a 409', async () => {
    const botId = await liveBot(api, cookies.developer, cookies.reviewer);
    const feature = () =>
      api.request('PUT', `/api/admin/bots/${botId}/featured`, {
        cookie: cookies.admin,
        body: { featured: true },
      });
    const [first, second] = await race(botStream(botId), feature, feature);
    expect(second.status).toBe(200);
    expectConflict(first);
    expect((await typesIn(botStream(botId))).filter((type) => type === 'BotFeatured')).toHaveLength(
      1,
    );
  });

  it('claims: of two reviewers claiming one submission, one holds it', async () => {
    const { body } = await submitted();
    const claim = (cookie: string) => () =>
      post(`/api/admin/submissions/${body.submissionId}/claim`, cookie);
    const stream = submissionStream(body.submissionId);
    const [first, second] = await race(stream, claim(cookies.reviewer), claim(cookies.admin));
    expect(second.status).toBe(200);
    expectConflict(first);
    expect(await typesIn(stream)).toEqual(['BotSubmitted', 'SubmissionClaimed']);
  });

  it('reviews: an approval and a rejection of one submission, one decision recorded', async () => {
    const { body } = await submitted();
    const review = (cookie: string, status: string) => () =>
      post(`/api/admin/submissions/${body.submissionId}/review`, cookie, { status });
    const stream = submissionStream(body.submissionId);
    const [approval, rejection] = await race(
      stream,
      review(cookies.reviewer, 'approved'),
      review(cookies.admin, 'rejected'),
    );
    expect(rejection.status).toBe(200);
    expectConflict(approval);
    expect(await typesIn(stream)).toEqual(['BotSubmitted', 'SubmissionReviewed']);
    expect((await api.request('GET', `/api/bots/${body.botId}`)).status).toBe(404);
  });

  it('votes: one user voting twice at once counts one vote', async () => {
    const botId = await liveBot(api, cookies.developer, cookies.reviewer);
    const vote = () => post(`/api/bots/${botId}/votes`, cookies.other);
    const stream = botVoteStream(botId, OTHER_DEVELOPER.id);
    const [first, second] = await race(stream, vote, vote);
    expect(second.status).toBeLessThan(300);
    expectConflict(first);
    expect(await typesIn(stream)).toEqual(['VoteCast']);
  });

  it('webhook delivery claims: of two workers running one attempt, one sends it', async () => {
    const receiver = await VoteReceiver.start('receiver-secret-0123456789');
    try {
      const botId = await liveBot(api, cookies.developer, cookies.reviewer);
      await api.request('PUT', `/api/bots/${botId}/webhook`, {
        cookie: cookies.developer,
        body: { url: receiver.url, secret: 'receiver-secret-0123456789' },
      });
      const test = await post<{ deliveryId: string }>(
        `/api/bots/${botId}/webhook/test`,
        cookies.developer,
      );
      const runner = api.app.get(DeliveryRunner);
      const run = () => runner.run(test.body.deliveryId);
      const stream = webhookDeliveryStream(test.body.deliveryId);
      // The runner loads the delivery first; the race is on the read its claim is decided on.
      const competed = kit.duringRead(stream, run, { skip: 1 });
      const sentByFirst = await run();
      expect(await competed).toEqual({ ok: true, value: true });
      expect(sentByFirst).toBe(false);
      expect(receiver.received).toHaveLength(1);
      const started = (await typesIn(stream)).filter((t) => t === 'WebhookDeliveryAttemptStarted');
      expect(started).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
