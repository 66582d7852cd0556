import type { NotificationsAnswer } from '@botdir/contracts';
import { useDirectory } from '@api/testing/directory-client';
import { DEVELOPER, OTHER_DEVELOPER } from '@api/testing/test-app';
import { DiscordReceiver } from '@api/testing/webhooks/discord-receiver';
import { eventually } from '@api/testing/webhooks/vote-receiver';
import { runDateFrom } from '@api/testing/running-date';
import { VoteReminderJob } from '../../application/vote-reminder-job';

const VOTED = '2026-11-23T09:00:00.000Z';
const ALMOST_DUE = '2026-11-23T20:59:55.000Z';
const DUE = '2026-11-23T21:00:01.000Z';
const NEXT_DAY_DUE = '2026-11-24T09:00:05.000Z';

/** Several of the job's 50 ms ticks. */
const someTicks = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('vote reminders', () => {
  runDateFrom(VOTED);
  afterAll(() => jest.useRealTimers());
  const { api, client } = useDirectory({ WEBHOOK_POLL_MS: '50' });

  const reminders = async () => {
    await api.settled();
    const cookie = client.cookie(OTHER_DEVELOPER);
    const inbox = await api.request<NotificationsAnswer>('GET', '/api/user/notifications', {
      cookie,
    });
    return inbox.body.items.filter((item) => item.kind === 'vote-reminder');
  };
  const remind = (botId: number, enabled: unknown) =>
    client.send('PUT', `/api/bots/${botId}/vote-reminder`, OTHER_DEVELOPER, { enabled });
  const myVote = async (botId: number) =>
    (
      await client.send<{ reminder: boolean }>(
        'GET',
        `/api/bots/${botId}/votes/me`,
        OTHER_DEVELOPER,
      )
    ).body;

  it('rings the bell once, 12 hours after the vote, and not after the reminder is cleared', async () => {
    const discord = await DiscordReceiver.start();
    const webhook = await client.send('PUT', '/api/user/notification-webhook', OTHER_DEVELOPER, {
      url: discord.url,
    });
    expect(webhook.status).toBe(200);
    const botId = await client.liveBot(DEVELOPER, { name: 'Reminder Bot' });
    expect((await client.vote(botId)).status).toBe(201);
    expect(await myVote(botId)).toMatchObject({ reminder: false });
    const set = await remind(botId, true);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ botId, enabled: true });
    expect(await myVote(botId)).toMatchObject({ reminder: true });

    runDateFrom(ALMOST_DUE);
    await someTicks();
    expect(await reminders()).toEqual([]);

    runDateFrom(DUE);
    const rung = await eventually(reminders, (items) => items.length > 0);
    expect(rung).toEqual([
      expect.objectContaining({
        botId,
        title: 'You can vote for Reminder Bot again',
        link: expect.stringMatching(/^\/bot\/[^/]+\/vote$/),
        read: false,
      }),
    ]);
    // The user's Discord webhook gets its copy through the outbox.
    await eventually(
      async () => discord.accepted.length,
      (count) => count === 1,
    );
    expect(discord.accepted[0]?.body).toMatchObject({
      embeds: [expect.objectContaining({ title: 'You can vote for Reminder Bot again' })],
    });
    await discord.close();
    await someTicks();
    expect(await reminders()).toHaveLength(1);

    // The next vote, with the reminder cleared: nothing more.
    expect((await client.vote(botId)).status).toBe(201);
    expect((await remind(botId, false)).body).toEqual({ botId, enabled: false });
    expect(await myVote(botId)).toMatchObject({ reminder: false });
    runDateFrom(NEXT_DAY_DUE);
    await someTicks();
    expect(await reminders()).toHaveLength(1);
  });

  it('is sent once when several ticks (two replicas) pick the same reminder at once', async () => {
    runDateFrom('2026-11-25T09:00:00.000Z');
    const botId = await client.liveBot(DEVELOPER, { name: 'Raced Reminder Bot' });
    expect((await client.vote(botId)).status).toBe(201);
    expect((await remind(botId, true)).status).toBe(200);
    runDateFrom('2026-11-25T21:00:01.000Z');
    const job = api.app.get(VoteReminderJob);
    await Promise.all([job.sweep(), job.sweep(), job.sweep()]);
    await someTicks();
    const raced = (await reminders()).filter((item) => item.botId === botId);
    expect(raced).toHaveLength(1);
  });

  it('refuses a body without a boolean, and an unknown bot', async () => {
    const botId = await client.liveBot(DEVELOPER, { name: 'Picky Reminder Bot' });
    const bad = await remind(botId, 'yes');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400, message: 'enabled must be true or false' });
    const unknown = await remind(987654321, true);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, code: 'BOT.NOT_FOUND' });
    const anonymous = await client.send('PUT', `/api/bots/${botId}/vote-reminder`, null, {
      enabled: true,
    });
    expect(anonymous.status).toBe(401);
  });
});
