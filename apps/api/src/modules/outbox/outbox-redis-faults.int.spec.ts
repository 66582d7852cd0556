import { Queue } from 'bullmq';
import { DEVELOPER } from '@api/testing/test-app';
import { addTwice, cutConnections } from '../../../../../test-support/redis-faults';
import { WEBHOOK_QUEUE } from './application/bullmq-outbox';
import {
  SENT_ONCE,
  useVoteWebhookTopology,
  WEBHOOK_SECRET,
} from '@api/testing/webhooks/redis-topology.fixtures';
import { eventually } from '@api/testing/webhooks/vote-receiver';

describe('the BullMQ outbox under Redis faults', () => {
  const setup = useVoteWebhookTopology('7200000000000000');

  /** The delivery a vote requested, once it has succeeded: its event types. */
  const settled = (vote: number) =>
    eventually(
      () => setup.topology.deliveryOf(vote),
      ({ types }) => types.includes('WebhookDeliveryCompleted'),
    ).then(({ types }) => types);

  const acceptedBy = (user: string) =>
    setup.receiver.accepted.filter((vote) => vote.body['user'] === user).length;

  it('records a delivery once when every Redis connection drops while it is being sent', async () => {
    let cut = 0;
    setup.receiver.whileAnswering = async () =>
      (cut += await cutConnections(setup.topology.redis.url));
    const voter = setup.nextVoter();
    const vote = await setup.topology.vote(setup.botId, voter);
    expect(await settled(vote)).toEqual(SENT_ONCE);
    setup.receiver.whileAnswering = null;
    expect(cut).toBeGreaterThan(0);

    const after = setup.nextVoter(); // the outbox goes on by itself once the connections are back
    expect(await settled(await setup.topology.vote(setup.botId, after))).toEqual(SENT_ONCE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([acceptedBy(voter), acceptedBy(after)]).toEqual([1, 1]);
  }, 20_000);

  it('sends a delivery once when its job is added twice more while it is retried', async () => {
    setup.receiver.answerNext([503]);
    const voter = setup.nextVoter();
    const vote = await setup.topology.vote(setup.botId, voter);
    const { streamId } = await eventually(
      () => setup.topology.deliveryOf(vote),
      ({ types }) => types.includes('WebhookDeliveryAttempted'),
    );
    const queue = new Queue(WEBHOOK_QUEUE, {
      connection: { url: setup.topology.redis.url },
      prefix: 'botdir',
    });
    try {
      const deliveryId = streamId.replace('webhook-delivery-', '');
      await addTwice(queue, 'deliver', { deliveryId }, { jobId: `${deliveryId}_twice` });
    } finally {
      await queue.close();
    }
    expect(await settled(vote)).toEqual(SENT_ONCE);
    const [completed] = await setup.topology.log.readStream(streamId);
    expect(completed?.data).toMatchObject({ attempts: [{ statusCode: 503 }, { statusCode: 200 }] });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(setup.receiver.received.filter((sent) => sent.body['user'] === voter)).toHaveLength(2);
  }, 20_000);

  it('answers 503 while Redis is down, keeps a vote cast meanwhile, and sends it once Redis is back', async () => {
    const { api } = setup.topology;
    const cookie = await api.login(DEVELOPER);
    await setup.topology.redis.kill();

    const voter = setup.nextVoter();
    const vote = await setup.topology.vote(setup.botId, voter); // stored: the vote route answered
    const needSession = [
      api.request('PUT', `/api/bots/${setup.botId}/webhook`, {
        cookie,
        body: { url: setup.receiver.url, secret: WEBHOOK_SECRET },
      }),
      api.request('POST', `/api/bots/${setup.botId}/webhook/test`, { cookie }),
      api.request('GET', `/api/bots/${setup.botId}/webhook/deliveries`, { cookie }),
    ];
    for (const answer of await Promise.all(needSession)) {
      expect(answer).toMatchObject({ status: 503, body: { code: 'DEPENDENCY.UNAVAILABLE' } });
    }
    expect((await api.request('GET', `/api/bots/${setup.botId}`)).status).toBe(200);

    await setup.topology.redis.restart(); // empty, as after a restart without persistence
    expect(await settled(vote)).toEqual(SENT_ONCE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(acceptedBy(voter)).toBe(1);
  }, 25_000);

  it('stops in bounded time while Redis is down; the next api sends the vote cast meanwhile', async () => {
    await setup.topology.redis.kill();
    const voter = setup.nextVoter();
    const vote = await setup.topology.vote(setup.botId, voter);
    await eventually(
      async () => (await setup.topology.deliveryOf(vote)).types,
      (types) => types.length > 0, // requested: its job waits for Redis
    );

    const stopping = setup.topology.stopApi().then(() => 'stopped');
    const deadline = new Promise((resolve) => setTimeout(() => resolve('still stopping'), 12_000));
    expect(await Promise.race([stopping, deadline])).toBe('stopped');

    await setup.topology.redis.restart();
    await setup.topology.startApi();
    expect(await settled(vote)).toEqual(SENT_ONCE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(acceptedBy(voter)).toBe(1);
  }, 30_000);
});
