import {
  applicationStream,
  botStream,
  botVoteStream,
  submissionStream,
  webhookDeliveryStream,
} from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { InterleavingEventStore } from '../../../../libs/event-store/src/testing/interleaving';
import { DeliveryRunner } from '@api/modules/outbox/application/delivery-runner';
import { VoteReceiver } from '@api/testing/webhooks/vote-receiver';
import { useDirectory } from '@api/testing/directory-client';
import {
  ADMINISTRATOR,
  DEVELOPER,
  OTHER_DEVELOPER,
  REVIEWER,
  inviteFor,
  validBotData,
  type HttpAnswer,
  type TestUser,
} from '@api/testing/test-app';

/**
 * Every decision appended with an expected revision, raced the one way a second process can race
 * it: the competitor's whole command runs inside the first command's read of the stream. Exactly
 * one wins; the other is refused with a 409 (or, for a delivery claim, sends nothing).
 */
describe('two commands racing on one stream (competitor inside the first read)', () => {
  const { api, client } = useDirectory(
    { WEBHOOK_POLL_MS: '999999' },
    { wrapEventStore: (real) => (kit = new InterleavingEventStore(real)) },
  );
  let kit: InterleavingEventStore;
  let store: EventStore;

  beforeAll(async () => {
    // The poll never comes round: the test runs each delivery attempt itself.
    store = api.app.get(EVENT_STORE);
  });

  const post = <T = Record<string, unknown>>(path: string, as: TestUser) =>
    client.send<T>('POST', path, as);
  const submitted = () => client.submit(DEVELOPER);
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
      () => client.submitForm(forApp(DEVELOPER), DEVELOPER),
      () => client.submitForm(forApp(OTHER_DEVELOPER), OTHER_DEVELOPER),
    );
    expect(theirs.status).toBe(201);
    expectConflict(mine, 'BOT.DUPLICATE_APPLICATION');
    expect(await typesIn(applicationStream(app))).toEqual(['ApplicationReserved']);
  });

  it('the generic command path (featuring a bot): the stale append is a 409', async () => {
    const botId = await client.liveBot();
    const feature = () =>
      client.send('PUT', `/api/admin/bots/${botId}/featured`, ADMINISTRATOR, { featured: true });
    const [first, second] = await race(botStream(botId), feature, feature);
    expect(second.status).toBe(200);
    expectConflict(first);
    expect((await typesIn(botStream(botId))).filter((type) => type === 'BotFeatured')).toHaveLength(
      1,
    );
  });

  it('claims: of two reviewers claiming one submission, one holds it', async () => {
    const { body } = await submitted();
    const claim = (as: TestUser) => () =>
      post(`/api/admin/submissions/${body.submissionId}/claim`, as);
    const stream = submissionStream(body.submissionId);
    const [first, second] = await race(stream, claim(REVIEWER), claim(ADMINISTRATOR));
    expect(second.status).toBe(200);
    expectConflict(first);
    expect(await typesIn(stream)).toEqual(['BotSubmitted', 'SubmissionClaimed']);
  });

  it('reviews: an approval and a rejection of one submission, one decision recorded', async () => {
    const { body } = await submitted();
    const review = (as: TestUser, status: string) => () =>
      client.review(body.submissionId, status, as);
    const stream = submissionStream(body.submissionId);
    const [approval, rejection] = await race(
      stream,
      review(REVIEWER, 'approved'),
      review(ADMINISTRATOR, 'rejected'),
    );
    expect(rejection.status).toBe(200);
    expectConflict(approval);
    expect(await typesIn(stream)).toEqual(['BotSubmitted', 'SubmissionReviewed']);
    expect((await api.request('GET', `/api/bots/${body.botId}`)).status).toBe(404);
  });

  it('votes: one user voting twice at once counts one vote', async () => {
    const botId = await client.liveBot();
    const vote = () => client.vote(botId, OTHER_DEVELOPER);
    const stream = botVoteStream(botId, OTHER_DEVELOPER.id);
    const [first, second] = await race(stream, vote, vote);
    expect(second.status).toBeLessThan(300);
    expectConflict(first);
    expect(await typesIn(stream)).toEqual(['VoteCast']);
  });

  it('webhook delivery claims: of two workers running one attempt, one sends it', async () => {
    const receiver = await VoteReceiver.start('receiver-secret-0123456789');
    try {
      const botId = await client.liveBot();
      await client.configureWebhook(botId, DEVELOPER, {
        url: receiver.url,
        secret: 'receiver-secret-0123456789',
      });
      const test = await post<{ deliveryId: string }>(`/api/bots/${botId}/webhook/test`, DEVELOPER);
      const runner = api.app.get(DeliveryRunner);
      const run = () => runner.run(test.body.deliveryId);
      const stream = webhookDeliveryStream(test.body.deliveryId);
      // The runner loads the delivery first; the race is on the read its claim is decided on.
      const competed = kit.duringRead(stream, run, { skip: 1 });
      const sentByFirst = await run();
      expect(await competed).toEqual({ ok: true, value: true });
      expect(sentByFirst).toBe(false);
      expect(receiver.received).toHaveLength(1);
      // A completed delivery keeps one event, which records every attempt made.
      const [completed, ...rest] = await store.readStream(stream);
      expect(rest).toEqual([]);
      expect(completed?.type).toBe('WebhookDeliveryCompleted');
      expect((completed?.data as { attempts: unknown[] }).attempts).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
