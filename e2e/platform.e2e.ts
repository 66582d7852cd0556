import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const DEVELOPER_ID = '200000000000000001';

async function devLogin(
  page: Page,
  who: 'Demo developer' | 'Demo reviewer (Bot Reviewer role)',
): Promise<void> {
  await page.goto('/auth/discord');
  await page.getByRole('button', { name: who }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** The developer platform end to end: token, a script posting stats, a vote, the owner's chart. */
describe('developer platform in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: { context: BrowserContext; page: Page };
  let visitor: { context: BrowserContext; page: Page };
  let botId: number;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    owner = await newPage(browser, server.baseUrl);
    visitor = await newPage(browser, server.baseUrl);
    for (const { context } of [owner, visitor]) {
      await context.route('https://cdn.example.com/**', (route) =>
        route.fulfill({ status: 404, body: '' }),
      );
    }
    await devLogin(owner.page, 'Demo developer');
    await devLogin(visitor.page, 'Demo reviewer (Bot Reviewer role)');
    const submitted = await owner.page.request.post('/api/bots/submit', {
      data: {
        botData: {
          name: 'Counter Bot',
          ownerName: 'demo_dev#0001',
          ownerId: DEVELOPER_ID,
          shortDescription: 'Counts things',
          description: 'Counts servers and votes.',
          avatar: 'https://cdn.example.com/counter.png',
          inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot',
          discordAppId: '123456789012345678',
          categories: ['utility'],
          tags: [],
          isOnline: true,
        },
      },
    });
    const { submissionId, botId: id } = (await submitted.json()) as {
      submissionId: string;
      botId: number;
    };
    botId = id;
    // The reviewer approves (the review UI has its own story test).
    const review = await visitor.page.request.post(
      `/api/admin/submissions/${submissionId}/review`,
      {
        data: { status: 'approved', reviewNotes: '' },
      },
    );
    expect(review.status()).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('owner generates a token, a script posts stats, a visitor votes, the chart shows it', async () => {
    const { page } = owner;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Generate token' }).click();
    const token = (await page.getByTestId('bot-token').textContent()) ?? '';
    expect(token).toMatch(new RegExp(`^${botId}\\.`));
    await page.getByText('This token is shown only once').waitFor();
    await page.getByRole('button', { name: 'Regenerate token' }).waitFor();
    await screenshot(page, 'platform-01-token');

    // The bot's own script, as a list SDK would send it.
    const posted = await fetch(`${server.baseUrl}/api/bots/stats`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ server_count: 1234 }),
    });
    expect(posted.status).toBe(200);

    await visitor.page.goto(`/bot/${botId}`);
    await visitor.page
      .getByTestId('server-count')
      .getByText(/1\.2K servers · updated/)
      .waitFor();
    await visitor.page.getByRole('button', { name: 'Vote' }).click();
    await visitor.page.getByText(/You can vote again in 1[12] h/).waitFor();
    await visitor.page.getByTestId('vote-count').getByText('1 vote this month').waitFor();
    await screenshot(visitor.page, 'platform-02-voted');

    await page.reload();
    await page.getByRole('button', { name: '30 days' }).click();
    const totals = page.getByTestId('analytics-totals');
    await totals.getByText(/1 votes.*1234 servers/).waitFor();
    expect(await totals.textContent()).toMatch(/[1-9]\d* views/);
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'platform-03-analytics');
  });
});
