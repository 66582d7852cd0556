import { Queue } from 'bullmq';
import { botVoteStream, webhookDeliveryStream } from '@botdir/contracts';
import { EVENT_STORE, type EventStore } from '@botdir/event-store';
import { PROJECTION_STORE, type ProjectionStore } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { DirectoryClient } from '@api/testing/directory-client';
import { DEVELOPER, TestApp } from '@api/testing/test-app';
import { WEBHOOK_QUEUE } from './application/bullmq-outbox';
import { DiscordReceiver } from '@api/testing/webhooks/discord-receiver';
import { eventually, VoteReceiver } from '@api/testing/webhooks/vote-receiver';

const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) console.log('skipped: no redis-server (TEST_REDIS_URL unset)');

const SECRET = 'bullmq-secret-0123456789';
const VOTER = { id: '888888888888888888', name: 'voter#0001', roles: [], isStaff: false };

describeWithRedis(
  'the outbox in the Redis topology (BullMQ): votes and Discord notifications',
  () => {
    let api: TestApp;
    let client: DirectoryClient;
    let store: EventStore;
    let receiver: VoteReceiver;
    let pump: NodeJS.Timeout;

    beforeAll(async () => {
      api = await TestApp.start({
        REDIS_URL: redisUrl as string,
        WEBHOOK_RETRY_DELAYS: '200ms,200ms,200ms',
        WEBHOOK_POLL_MS: '100',
      });
      client = DirectoryClient.over(api);
      store = api.app.get(EVENT_STORE);
      // The test plays the projector process: it applies the log to the shared read store.
      const readStore = api.app.get<ProjectionStore>(PROJECTION_STORE);
      pump = setInterval(
        () => void store.readAll({ after: 0 }).then((e) => readStore.applyEvents(e)),
        50,
      );
      receiver = await VoteReceiver.start(SECRET, [503]);
    });
    afterAll(async () => {
      clearInterval(pump);
      await api.stop();
      await receiver.close();
    });

    it('delivers a vote through BullMQ jobs, retrying, and a redelivered job sends nothing more', async () => {
      const { botId } = await client.approvedBot(DEVELOPER);
      await eventually(
        () => client.configureWebhook(botId, DEVELOPER, { url: receiver.url, secret: SECRET }),
        (answer) => answer.status === 200,
      );
      await api.app
        .get(CommandExecutor)
        .record(
          botVoteStream(botId, VOTER.id),
          { type: 'VoteCast', data: { botId, userId: VOTER.id, weight: 1 } },
          createCommandContext({ actor: VOTER, commandType: 'CastVote' }),
        );

      await eventually(
        async () => receiver.accepted,
        (accepted) => accepted.length === 1,
      );
      const deliveryStream = (await store.readAll({ after: 0 })).find((event) =>
        ['WebhookDeliveryRequested', 'WebhookDeliveryCompleted'].includes(event.type),
      )?.streamId as string;
      const history = async () => (await store.readStream(deliveryStream)).map((e) => e.type);
      await eventually(history, (types) => types.includes('WebhookDeliveryCompleted'));
      // A success leaves one event: the request and both attempts are in it, the rest truncated.
      const [completed] = await store.readStream(deliveryStream);
      expect(completed?.type).toBe('WebhookDeliveryCompleted');
      expect(completed?.data).toMatchObject({
        attempts: [
          { attempt: 1, statusCode: 503 },
          { attempt: 2, statusCode: 200 },
        ],
      });

      const queue = new Queue(WEBHOOK_QUEUE, { connection: { url: redisUrl }, prefix: 'botdir' });
      try {
        const deliveryId = deliveryStream.replace(webhookDeliveryStream(''), '');
        await queue.add('deliver', { deliveryId }, { jobId: `${deliveryId}_again` });
        await queue.add('deliver', { deliveryId }, { jobId: `${deliveryId}_and-again` });
        await eventually(
          async () =>
            (await queue.getJobCounts('waiting', 'active', 'delayed')) as Record<string, number>,
          (counts) => counts.waiting === 0 && counts.active === 0,
        );
      } finally {
        await queue.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.received.map((vote) => vote.answeredWith)).toEqual([503, 200]);
      expect(await history()).toHaveLength(1);
    }, 60_000);

    it('delivers an owner’s Discord notification through BullMQ jobs, once, after a 500', async () => {
      const discord = await DiscordReceiver.start([500]);
      try {
        const set = await client.send('PUT', '/api/user/notification-webhook', DEVELOPER, {
          url: discord.url,
        });
        expect(set.status).toBe(200);
        const submitted = await client.submit(DEVELOPER, { name: 'Queued Bot' });
        await client.reject(submitted.body.submissionId, 'Needs a privacy policy');
        await eventually(
          async () => discord.accepted,
          (accepted) => accepted.length === 1,
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(discord.received.map((message) => message.answeredWith)).toEqual([500, 204]);
        expect(discord.accepted[0]?.body).toMatchObject({
          username: 'Bot Directory',
          embeds: [{ title: 'Queued Bot was rejected', description: 'Needs a privacy policy' }],
        });
      } finally {
        await discord.close();
      }
    }, 60_000);
  },
);
