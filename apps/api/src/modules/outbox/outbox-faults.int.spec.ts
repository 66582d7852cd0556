import { UnavailableError } from '@eventstore/db-client';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { failCalls } from '../../../../../test-support/call-faults';
import { DELIVERY_JOB_ATTEMPTS } from './application/bullmq-outbox';
import { RedisTopology, WEBHOOK_SECRET } from '@api/testing/webhooks/redis-topology.fixtures';
import { eventually, VoteReceiver } from '@api/testing/webhooks/vote-receiver';

const SENT_ONCE = [
  'WebhookDeliveryRequested',
  'WebhookDeliveryAttemptStarted',
  'WebhookDeliveryAttempted',
  'WebhookDeliverySucceeded',
];

/** What the EventStoreDB client throws when its connection drops mid-call (code 14). */
const esdbBlip = () =>
  new UnavailableError({
    code: 14,
    details: 'Connection dropped',
    message: '14 UNAVAILABLE: Connection dropped',
  } as ConstructorParameters<typeof UnavailableError>[0]);

describe('the BullMQ outbox when a delivery job fails', () => {
  let topology: RedisTopology;
  let receiver: VoteReceiver;
  let botId: number;
  let voters = 0;
  const nextVoter = () => `7000000000000000${String((voters += 1)).padStart(2, '0')}`;

  beforeAll(async () => {
    topology = await RedisTopology.start();
    receiver = await VoteReceiver.start(WEBHOOK_SECRET);
    botId = await topology.botWithWebhook(receiver);
  }, 30_000);

  afterAll(async () => {
    await topology?.close();
    await receiver?.close();
  });

  /** The runner's read of the requested delivery fails `times` times; answers the vote's position. */
  async function voteWhileTheLogBlips(times: number): Promise<number> {
    const store = topology.api.app.get<EventStore>(EVENT_STORE);
    const fault = failCalls(store, 'readStream', {
      times,
      when: (events) => events.at(-1)?.type === 'WebhookDeliveryRequested',
      error: esdbBlip,
    });
    const accepted = receiver.accepted.length;
    try {
      const position = await topology.vote(botId, nextVoter());
      await eventually(
        async () => receiver.accepted.length,
        (count) => count === accepted + 1,
        12_000,
      );
      expect(fault.failed).toBe(times);
      return position;
    } finally {
      fault.restore();
    }
  }

  /** The delivery's history once it has an outcome. */
  const settled = (vote: number) =>
    eventually(
      () => topology.deliveryOf(vote),
      ({ types }) => types.includes('WebhookDeliverySucceeded'),
    ).then(({ types }) => types);

  it('sends a delivery whose job failed once on a transient error', async () => {
    const vote = await voteWhileTheLogBlips(1);
    expect(await settled(vote)).toEqual(SENT_ONCE);
  }, 20_000);

  it('sends a delivery whose job spent all its tries: the next sweep queues it again', async () => {
    const vote = await voteWhileTheLogBlips(DELIVERY_JOB_ATTEMPTS);
    expect(await settled(vote)).toEqual(SENT_ONCE);
  }, 20_000);
});
