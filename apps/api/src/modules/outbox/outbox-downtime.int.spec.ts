import { RedisTopology, WEBHOOK_SECRET } from '@api/testing/webhooks/redis-topology.fixtures';
import { eventually, VoteReceiver } from '@api/testing/webhooks/vote-receiver';

const BEFORE = '710000000000000001';
const WHILE_DOWN = '710000000000000002';

describe('the outbox’s process managers while no api runs (Redis topology)', () => {
  let topology: RedisTopology;
  let receiver: VoteReceiver;

  beforeAll(async () => {
    topology = await RedisTopology.start();
    receiver = await VoteReceiver.start(WEBHOOK_SECRET);
  }, 30_000);

  afterAll(async () => {
    await topology?.close();
    await receiver?.close();
  });

  it('requests and sends a vote appended while every api replica was down', async () => {
    const botId = await topology.botWithWebhook(receiver);
    await topology.vote(botId, BEFORE);
    await eventually(
      async () => receiver.accepted.length,
      (count) => count === 1,
    );

    await topology.stopApi();
    const position = await topology.vote(botId, WHILE_DOWN);
    // The projector goes on alone: its checkpoints pass the vote before any api is back.
    await eventually(
      () => topology.projected(),
      (projected) => projected >= position,
    );
    await topology.startApi();

    await eventually(
      async () => receiver.accepted.length,
      (count) => count === 2,
      10_000,
    );
    expect(receiver.accepted.map((vote) => vote.body['user'])).toEqual([BEFORE, WHILE_DOWN]);
  }, 30_000);
});
