import { UnavailableError } from '@eventstore/db-client';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { failCalls } from '../../../../../test-support/call-faults';
import { DELIVERY_JOB_ATTEMPTS } from './application/bullmq-outbox';
import { SENT_ONCE, useVoteWebhookTopology } from '@api/testing/webhooks/redis-topology.fixtures';
import { eventually } from '@api/testing/webhooks/vote-receiver';

/** What the EventStoreDB client throws when its connection drops mid-call (code 14). */
const esdbBlip = () =>
  new UnavailableError({
    code: 14,
    details: 'Connection dropped',
    message: '14 UNAVAILABLE: Connection dropped',
  } as ConstructorParameters<typeof UnavailableError>[0]);

describe('the BullMQ outbox when a delivery job fails', () => {
  const setup = useVoteWebhookTopology('7000000000000000');

  /** The runner's read of the requested delivery fails `times` times; answers the vote's position. */
  async function voteWhileTheLogBlips(times: number): Promise<number> {
    const store = setup.topology.api.app.get<EventStore>(EVENT_STORE);
    const fault = failCalls(store, 'readStream', {
      times,
      when: (events) => events.at(-1)?.type === 'WebhookDeliveryRequested',
      error: esdbBlip,
    });
    const accepted = setup.receiver.accepted.length;
    try {
      const position = await setup.topology.vote(setup.botId, setup.nextVoter());
      await eventually(
        async () => setup.receiver.accepted.length,
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
      () => setup.topology.deliveryOf(vote),
      ({ types }) => types.includes('WebhookDeliveryCompleted'),
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
