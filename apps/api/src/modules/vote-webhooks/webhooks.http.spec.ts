import { botVoteStream, type WebhookDeliveryView } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER } from '@api/testing/test-app';
import { DeliveryRunner } from '@api/modules/outbox/outbox.ports';
import { eventually, useVoteReceivers } from '@api/testing/webhooks/vote-receiver';

const SECRET = 'receiver-secret-0123456789';
const VOTER = { id: '555555555555555555', name: 'voter#0001', roles: [], isStaff: false };

describe('vote webhooks over HTTP (embedded outbox)', () => {
  const { api, client } = useDirectory({
    WEBHOOK_RETRY_DELAYS: '150ms,150ms,150ms,150ms',
    WEBHOOK_POLL_MS: '50',
  });
  const receiver = useVoteReceivers(SECRET);
  let botId: number;

  beforeAll(async () => {
    botId = await client.liveBot();
  });
  const configure = (url: string, secret = SECRET, as = DEVELOPER) =>
    client.configureWebhook(botId, as, { url, secret });
  const vote = (userId = VOTER.id) =>
    api.app
      .get(CommandExecutor)
      .record(
        botVoteStream(botId, userId),
        { type: 'VoteCast', data: { botId, userId, weight: 1 } },
        createCommandContext({ actor: { ...VOTER, id: userId }, commandType: 'CastVote' }),
      );
  const deliveries = async () =>
    (
      await api.request<WebhookDeliveryView[]>('GET', `/api/bots/${botId}/webhook/deliveries`, {
        cookie: client.cookie(DEVELOPER),
      })
    ).body;
  const finished = (id: string) => async () =>
    (await deliveries()).find((delivery) => delivery.deliveryId === id);
  const settled = (delivery: WebhookDeliveryView | undefined) =>
    delivery?.status === 'succeeded' || delivery?.status === 'failed';

  it('delivers a vote once after three 500s, with four attempts recorded and a valid HMAC', async () => {
    const flaky = await receiver([500, 500, 500]);
    expect((await configure(flaky.url)).status).toBe(200);
    const outcome = await vote();
    const deliveryId = (await eventually(deliveries, (list) => list.length > 0))[0]!.deliveryId;
    const done = await eventually(finished(deliveryId), settled);

    expect(done).toMatchObject({ status: 'succeeded', type: 'upvote', userId: VOTER.id });
    expect(done?.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500, 200]);
    expect(flaky.accepted).toHaveLength(1);
    expect(flaky.received.every((request) => request.signatureValid)).toBe(true);
    const [delivered] = flaky.accepted;
    expect(delivered?.body).toEqual({
      bot: String(botId),
      user: VOTER.id,
      type: 'upvote',
      isWeekend: false,
      votedAt: outcome.events[0]?.metadata.occurredAt,
    });
    expect(delivered?.headers.authorization).toBe(SECRET);
    expect(Number(delivered?.headers['x-timestamp'])).toBeGreaterThan(1_700_000_000);
  });

  it('never sends a succeeded delivery again, however often its job runs', async () => {
    const steady = await receiver();
    await configure(steady.url);
    const answer = await api.request<{ deliveryId: string }>(
      'POST',
      `/api/bots/${botId}/webhook/test`,
      { cookie: client.cookie(DEVELOPER) },
    );
    expect(answer.status).toBe(202);
    const runner = api.app.get(DeliveryRunner);
    // Three workers race the poller for the same attempt: one claim wins, one request is sent.
    await Promise.all([1, 2, 3].map(() => runner.run(answer.body.deliveryId)));
    await eventually(finished(answer.body.deliveryId), settled);
    expect(await runner.run(answer.body.deliveryId)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(steady.received).toHaveLength(1);
    expect(steady.received[0]?.body).toMatchObject({ type: 'test', user: DEVELOPER.id });
  });

  it('requests one delivery for a vote seen twice', async () => {
    const steady = await receiver();
    await configure(steady.url);
    const executor = api.app.get(CommandExecutor);
    const context = createCommandContext({ actor: VOTER, name: 'the-same-vote' });
    const cast = {
      type: 'VoteCast',
      data: { botId, userId: '666666666666666666', weight: 1 },
    } as const;
    await executor.record(botVoteStream(botId, cast.data.userId), cast, context);
    await executor.record(botVoteStream(botId, cast.data.userId), cast, context);
    await eventually(
      async () => steady.accepted,
      (accepted) => accepted.length === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(steady.received).toHaveLength(1);
  });

  it('does not follow a redirect: the 302 is an attempt that failed', async () => {
    const target = await receiver();
    const redirecting = await receiver([302, 302, 302, 302, 302], { Location: target.url });
    await configure(redirecting.url);
    const answer = await api.request<{ deliveryId: string }>(
      'POST',
      `/api/bots/${botId}/webhook/test`,
      { cookie: client.cookie(DEVELOPER) },
    );
    const done = await eventually(finished(answer.body.deliveryId), settled);
    expect(done?.status).toBe('failed');
    expect(done?.attempts.map((attempt) => attempt.statusCode)).toEqual([302, 302, 302, 302, 302]);
    expect(target.received).toHaveLength(0);
  });

  it('redelivers a finished delivery as a new one', async () => {
    const steady = await receiver();
    await configure(steady.url);
    const first = await api.request<{ deliveryId: string }>(
      'POST',
      `/api/bots/${botId}/webhook/test`,
      { cookie: client.cookie(DEVELOPER) },
    );
    await eventually(finished(first.body.deliveryId), settled);
    const again = await api.request<{ deliveryId: string }>(
      'POST',
      `/api/bots/${botId}/webhook/deliveries/${first.body.deliveryId}/redeliver`,
      { cookie: client.cookie(DEVELOPER) },
    );
    expect(again.status).toBe(202);
    expect(again.body.deliveryId).not.toBe(first.body.deliveryId);
    const done = await eventually(finished(again.body.deliveryId), settled);
    expect(done).toMatchObject({ status: 'succeeded', redeliveryOf: first.body.deliveryId });
    expect(steady.accepted).toHaveLength(2);
  });

  it('refuses bad input and other people with the usual error bodies', async () => {
    expect(
      (await configure('https://hooks.example.com/v', SECRET, OTHER_DEVELOPER)).body,
    ).toMatchObject({
      statusCode: 403,
      code: 'WEBHOOK.NOT_OWNER',
    });
    expect((await configure('https://hooks.example.com/v', 'short')).body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION.FAILED',
    });
    expect((await configure('http://hooks.example.com/v')).body).toMatchObject({
      statusCode: 400,
      code: 'WEBHOOK.URL_REFUSED',
    });
    expect((await configure('ftp://127.0.0.1/v')).status).toBe(400);
    const deliveriesOfOther = await api.request('GET', `/api/bots/${botId}/webhook/deliveries`, {
      cookie: client.cookie(OTHER_DEVELOPER),
    });
    expect(deliveriesOfOther.status).toBe(403);
    const unknown = await api.request(
      'POST',
      `/api/bots/${botId}/webhook/deliveries/00000000-0000-4000-8000-000000000000/redeliver`,
      { cookie: client.cookie(DEVELOPER) },
    );
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'WEBHOOK.DELIVERY_NOT_FOUND' });
    expect((await api.request('GET', `/api/bots/${botId}/webhook`)).status).toBe(401);
  });

  it('removes the webhook: the read model forgets it and a test delivery is refused', async () => {
    await configure('https://hooks.example.com/votes');
    const shown = await api.request('GET', `/api/bots/${botId}/webhook`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(shown.body).toEqual({
      webhook: { botId, url: 'https://hooks.example.com/votes', configuredAt: expect.any(String) },
    });
    expect(JSON.stringify(shown.body)).not.toContain(SECRET);
    const removed = await api.request('DELETE', `/api/bots/${botId}/webhook`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(removed.status).toBe(204);
    expect(
      (await api.request('GET', `/api/bots/${botId}/webhook`, { cookie: client.cookie(DEVELOPER) }))
        .body,
    ).toEqual({ webhook: null });
    const test = await api.request('POST', `/api/bots/${botId}/webhook/test`, {
      cookie: client.cookie(DEVELOPER),
    });
    expect(test.body).toMatchObject({ statusCode: 404, code: 'WEBHOOK.NOT_CONFIGURED' });
  });

  it('keeps the secret when a new URL comes without one; a first webhook needs one', async () => {
    await client.removeWebhook(botId, DEVELOPER);
    const first = await client.configureWebhook(botId, DEVELOPER, {
      url: 'https://a.example.com/v',
    });
    expect(first.body).toMatchObject({
      statusCode: 400,
      code: 'WEBHOOK.SECRET_REQUIRED',
      fields: { secret: expect.any(String) },
    });
    expect((await configure('https://hooks.example.com/votes')).status).toBe(200);

    const moved = await receiver();
    const update = await client.configureWebhook(botId, DEVELOPER, { url: moved.url });
    expect(update.status).toBe(200);
    const test = await api.request<{ deliveryId: string }>(
      'POST',
      `/api/bots/${botId}/webhook/test`,
      { cookie: client.cookie(DEVELOPER) },
    );
    expect(await eventually(finished(test.body.deliveryId), settled)).toMatchObject({
      status: 'succeeded',
    });
    // Signed with the secret set before: the receiver checks the HMAC with it.
    expect(moved.accepted[0]?.headers.authorization).toBe(SECRET);
    expect(moved.received.every((request) => request.signatureValid)).toBe(true);
  });
});
