import { Queue } from 'bullmq';
import { DEVELOPER } from '@api/testing/test-app';
import { addTwice, cutConnections } from '../../../../../test-support/redis-faults';
import { WEBHOOK_QUEUE } from './application/bullmq-outbox';
import { RedisTopology, WEBHOOK_SECRET } from '@api/testing/webhooks/redis-topology.fixtures';
import { eventually, VoteReceiver } from '@api/testing/webhooks/vote-receiver';

const SENT_ONCE = [
  'WebhookDeliveryRequested',
  'WebhookDeliveryAttemptStarted',
  'WebhookDeliveryAttempted',
  'WebhookDeliverySucceeded',
];

describe('the BullMQ outbox under Redis faults', () => {
  let topology: RedisTopology;
  let receiver: VoteReceiver;
  let botId: number;
  let voters = 0;
  const nextVoter = () => `7200000000000000${String((voters += 1)).padStart(2, '0')}`;

  beforeAll(async () => {
    topology = await RedisTopology.start();
    receiver = await VoteReceiver.start(WEBHOOK_SECRET);
    botId = await topology.botWithWebhook(receiver);
  }, 30_000);

  afterAll(async () => {
    await topology?.close();
    await receiver?.close();
  });

  /** The delivery a vote requested, once it has succeeded: its event types. */
  const settled = (vote: number) =>
    eventually(
      () => topology.deliveryOf(vote),
      ({ types }) => types.includes('WebhookDeliverySucceeded'),
    ).then(({ types }) => types);

  const acceptedBy = (user: string) =>
    receiver.accepted.filter((vote) => vote.body['user'] === user).length;

  it('records a delivery once when every Redis connection drops while it is being sent', async () => {
    let cut = 0;
    receiver.whileAnswering = async () => (cut += await cutConnections(topology.redis.url));
    const voter = nextVoter();
    const vote = await topology.vote(botId, voter);
    expect(await settled(vote)).toEqual(SENT_ONCE);
    receiver.whileAnswering = null;
    expect(cut).toBeGreaterThan(0);

    const after = nextVoter(); // the outbox goes on by itself once the connections are back
    expect(await settled(await topology.vote(botId, after))).toEqual(SENT_ONCE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([acceptedBy(voter), acceptedBy(after)]).toEqual([1, 1]);
  }, 20_000);

  it('sends a delivery once when its job is added twice more while it is retried', async () => {
    receiver.answerNext([503]);
    const voter = nextVoter();
    const vote = await topology.vote(botId, voter);
    const { streamId } = await eventually(
      () => topology.deliveryOf(vote),
      ({ types }) => types.includes('WebhookDeliveryAttempted'),
    );
    const queue = new Queue(WEBHOOK_QUEUE, {
      connection: { url: topology.redis.url },
      prefix: 'botdir',
    });
    try {
      const deliveryId = streamId.replace('webhook-delivery-', '');
      await addTwice(queue, 'deliver', { deliveryId }, { jobId: `${deliveryId}_twice` });
    } finally {
      await queue.close();
    }
    expect(await settled(vote)).toEqual([
      'WebhookDeliveryRequested',
      'WebhookDeliveryAttemptStarted',
      'WebhookDeliveryAttempted',
      ...SENT_ONCE.slice(1),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received.filter((sent) => sent.body['user'] === voter)).toHaveLength(2);
  }, 20_000);

  it('answers 503 while Redis is down, keeps a vote cast meanwhile, and sends it once Redis is back', async () => {
    const { api } = topology;
    const cookie = await api.login(DEVELOPER);
    await topology.redis.kill();

    const voter = nextVoter();
    const vote = await topology.vote(botId, voter); // stored: the vote route answered
    const needSession = [
      api.request('PUT', `/api/bots/${botId}/webhook`, {
        cookie,
        body: { url: receiver.url, secret: WEBHOOK_SECRET },
      }),
      api.request('POST', `/api/bots/${botId}/webhook/test`, { cookie }),
      api.request('GET', `/api/bots/${botId}/webhook/deliveries`, { cookie }),
    ];
    for (const answer of await Promise.all(needSession)) {
      expect(answer).toMatchObject({ status: 503, body: { code: 'DEPENDENCY.UNAVAILABLE' } });
    }
    expect((await api.request('GET', `/api/bots/${botId}`)).status).toBe(200);

    await topology.redis.restart(); // empty, as after a restart without persistence
    expect(await settled(vote)).toEqual(SENT_ONCE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(acceptedBy(voter)).toBe(1);
  }, 25_000);

  it('stops in bounded time while Redis is down; the next api sends the vote cast meanwhile', async () => {
    await topology.redis.kill();
    const voter = nextVoter();
    const vote = await topology.vote(botId, voter);
    await eventually(
      async () => (await topology.deliveryOf(vote)).types,
      (types) => types.length > 0, // requested: its job waits for Redis
    );

    const stopping = topology.stopApi().then(() => 'stopped');
    const deadline = new Promise((resolve) => setTimeout(() => resolve('still stopping'), 12_000));
    expect(await Promise.race([stopping, deadline])).toBe('stopped');

    await topology.redis.restart();
    await topology.startApi();
    expect(await settled(vote)).toEqual(SENT_ONCE);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(acceptedBy(voter)).toBe(1);
  }, 30_000);
});
