import { DiscordReceiver } from '../apps/api/src/testing/webhooks/discord-receiver';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import { reviewSubmission, submitOwnBot } from './support/review-requests';

/** Waits until the receiver holds `count` accepted messages (the outbox polls every 100 ms). */
async function accepted(receiver: DiscordReceiver, count: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (receiver.accepted.length < count) {
    if (Date.now() > deadline) throw new Error(`got ${receiver.accepted.length} of ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const titleOf = (message: DiscordReceiver['received'][number] | undefined) =>
  (message?.body['embeds'] as { title: string; description: string }[] | undefined)?.[0];

/** Issue 16: a developer's own Discord channel hears about the review, once. */
describe('Discord notifications, in Chromium', () => {
  const browser = useBrowser({ WEBHOOK_POLL_MS: '100', WEBHOOK_RETRY_DELAYS: '300ms,300ms' });
  let discord: DiscordReceiver;

  beforeAll(async () => {
    discord = await DiscordReceiver.start([500]);
  });

  afterAll(async () => {
    await discord?.close();
  });

  it('sets the webhook on the dashboard, sends a test, and the rejection reaches Discord once', async () => {
    const { page } = await browser.page('developer');
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Discord notifications' });
    await card.getByRole('button', { name: 'Set up' }).click();
    await card.getByText('Not set up').waitFor();
    await card.getByLabel(/Discord webhook URL/).fill(discord.url);
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText(/\/api\/webhooks\/123456789012345678\/…abcd/).waitFor();
    await screenshot(page, 'discord-notifications-card');
    await page.getByText('receiver-token').waitFor({ state: 'detached' });

    // The test message: the receiver's first answer is a 500, so it arrives on the retry.
    await card.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Test sent').waitFor();
    await accepted(discord, 1);
    expect(titleOf(discord.accepted[0])?.title).toBe('Test notification from Bot Directory');

    const bot = await submitOwnBot(browser.client, DEMO_DEVELOPER, 'Heard Bot');
    await reviewSubmission(
      browser.client,
      DEMO_ADMIN,
      bot.submissionId,
      'rejected',
      'Add a privacy policy',
    );
    await accepted(discord, 2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(discord.accepted.map((message) => titleOf(message))).toEqual([
      expect.objectContaining({ title: 'Test notification from Bot Directory' }),
      {
        title: 'Heard Bot was rejected',
        description: 'Add a privacy policy',
        color: 0xed4245,
        timestamp: expect.any(String),
      },
    ]);
    expect(discord.accepted[1]?.body).toMatchObject({
      username: 'Bot Directory',
      allowed_mentions: { parse: [] },
    });
  });
});
