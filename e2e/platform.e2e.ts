import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { voteWeightAt } from '@botdir/contracts';
import { DirectoryClient } from '../apps/api/src/testing/directory-client';
import { httpAt } from '../apps/api/src/testing/http-target';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';
import { DEMO_DEVELOPER, DEMO_REVIEWER, devLogin } from './support/login';

const DEVELOPER_ID = '200000000000000001';
const WEBHOOK_SECRET = 'a-long-enough-webhook-secret';

interface ReceivedVote {
  body: { bot: string; user: string; type: string };
  signatureValid: boolean;
  authorization: string | undefined;
}

/** The bot's own vote receiver: it checks the HMAC the way a bot developer's server would. */
async function startVoteReceiver(): Promise<{
  server: Server;
  url: string;
  votes: ReceivedVote[];
}> {
  const votes: ReceivedVote[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')}`;
      votes.push({
        body: JSON.parse(raw.toString('utf8')) as ReceivedVote['body'],
        signatureValid: request.headers['x-signature'] === expected,
        authorization: request.headers.authorization,
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/votes`, votes };
}

/** The developer platform end to end: token, a script posting stats, a vote, the owner's chart. */
describe('developer platform in Chromium', () => {
  const browser = useBrowser({ WEBHOOK_POLL_MS: '200' });
  let owner: { context: BrowserContext; page: Page };
  let visitor: { context: BrowserContext; page: Page };
  let botId: number;
  let receiver: Awaited<ReturnType<typeof startVoteReceiver>>;

  beforeAll(async () => {
    receiver = await startVoteReceiver();
    owner = await browser.page('visitor');
    visitor = await browser.page('visitor');
    await devLogin(owner.page, 'Demo developer');
    await devLogin(visitor.page, 'Demo reviewer (Bot Reviewer role)');
    // The same users through the same development login (its page sends discriminator 0001).
    const client = DirectoryClient.over(httpAt(browser.baseUrl));
    const submitted = await client.submitForm(
      {
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
      DEMO_DEVELOPER,
    );
    const { submissionId, botId: id } = submitted.body;
    botId = id;
    // The reviewer approves (the review UI has its own story test).
    const review = await client.approve(submissionId, DEMO_REVIEWER);
    expect(review.status).toBe(200);
  });

  afterAll(() => {
    receiver?.server.close();
  });

  it('the owner sets a vote webhook and a signed test delivery shows in the log', async () => {
    const { page } = owner;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Webhook of Counter Bot' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Webhook URL').fill(receiver.url);
    await dialog.getByLabel('Secret').fill(WEBHOOK_SECRET);
    await dialog.getByRole('button', { name: 'Save webhook' }).click();
    await page.getByText('Webhook saved').first().waitFor();

    await dialog.getByRole('button', { name: 'Send test' }).click();
    const test = dialog
      .getByRole('list', { name: 'Recent deliveries' })
      .getByRole('listitem')
      .filter({ hasText: 'test' });
    await test.getByText('succeeded').waitFor();
    await test.getByText(/1 attempt\(s\), last: HTTP 200/).waitFor();
    expect(receiver.votes.map((vote) => vote.body.type)).toEqual(['test']);
    expect(receiver.votes[0]).toMatchObject({
      signatureValid: true,
      authorization: WEBHOOK_SECRET,
    });
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
    const posted = await fetch(`${browser.baseUrl}/api/bots/stats`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ server_count: 1234 }),
    });
    expect(posted.status).toBe(200);

    // Before any vote: no rank, crown or Trending badge, and no "0 votes" anywhere.
    await visitor.page.goto('/trending?by=votes');
    await visitor.page.getByText(/No votes in this period yet/).waitFor();
    const quiet = visitor.page.getByRole('article', { name: 'Counter Bot' });
    await quiet.getByText(/^Added /).waitFor();
    expect(await quiet.getByText(/^(Trending|#\d+)$/).count()).toBe(0);
    expect(await quiet.getByText(/\bvotes?\b/).count()).toBe(0);
    expect(await visitor.page.getByRole('heading', { name: 'Top Trending' }).count()).toBe(0);

    await visitor.page.goto(`/bot/${botId}`);
    await visitor.page.getByTestId('vote-count').getByText('No votes yet').waitFor();
    await visitor.page
      .getByTestId('server-count')
      .getByText(/1\.2K servers · updated/)
      .waitFor();
    await visitor.page.getByRole('button', { name: 'Vote' }).click();
    await visitor.page.getByText(/You can vote again in 1[12] h/).waitFor();
    // A weekend vote (UTC) counts double.
    const votes = voteWeightAt(new Date().toISOString()) === 2 ? '2 votes' : '1 vote';
    await visitor.page.getByTestId('vote-count').getByText(`${votes} this month`).waitFor();
    await screenshot(visitor.page, 'platform-02-voted');

    // Trending by votes: the toggle is kept in the URL, and the voted bot leads.
    await visitor.page.goto('/trending');
    await visitor.page.getByRole('button', { name: 'Votes' }).click();
    await visitor.page.waitForURL(/[?&]by=votes/);
    await visitor.page.getByText('The bots with the most votes.').waitFor();
    const leader = visitor.page.getByRole('article').first();
    await leader.getByText('Counter Bot').first().waitFor();
    await leader.getByText(`${votes} this week`).waitFor();
    await leader.getByText('#1').waitFor();
    await leader.getByText('Trending', { exact: true }).waitFor();
    await visitor.page.reload();
    await expect(
      visitor.page.getByRole('button', { name: 'Votes' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    await page.reload();
    const card = page.getByRole('article', { name: 'Counter Bot' });
    // Delete shares its row with another button; the token and analytics parts say what they are.
    const rowOf = async (name: RegExp) =>
      (await card.getByRole('button', { name }).boundingBox())?.y;
    expect(await rowOf(/^Delete/)).toBe(await rowOf(/^Webhook/));
    await card.getByRole('heading', { name: 'API token' }).waitFor();
    const ranges = card.getByRole('group', { name: 'Analytics' });
    await ranges.getByRole('button', { name: '30 days' }).click();
    const totals = page.getByTestId('analytics-totals');
    await totals.getByText(new RegExp(`${votes.split(' ')[0]} votes.*1234 servers`)).waitFor();
    expect(await totals.textContent()).toMatch(/[1-9]\d* views/);
    // The open chart takes the grid's whole row; the servers get a chart (and scale) of their own.
    const servers = page.getByTestId('analytics-serverCount');
    await servers.locator('.recharts-surface').waitFor();
    expect(
      await servers.locator('.recharts-line-dots circle, .recharts-dot').count(),
    ).toBeGreaterThan(0);
    const cardWidth = (await card.boundingBox())?.width ?? 0;
    const gridWidth = (await card.locator('..').boundingBox())?.width ?? 0;
    expect(cardWidth).toBeGreaterThan(gridWidth - 2);
    await screenshot(page, 'platform-03-analytics');

    // The vote reached the bot's receiver once, signed, and the delivery log says so.
    await page.getByRole('button', { name: 'Webhook of Counter Bot' }).click();
    const upvote = page
      .getByRole('dialog')
      .getByRole('list', { name: 'Recent deliveries' })
      .getByRole('listitem')
      .filter({ hasText: 'upvote' });
    await upvote.getByText('succeeded').waitFor();
    await upvote.getByText(/1 attempt\(s\), last: HTTP 200/).waitFor();
    await screenshot(page, 'platform-04-deliveries');
    const upvotes = receiver.votes.filter((vote) => vote.body.type === 'upvote');
    expect(upvotes).toHaveLength(1);
    expect(upvotes[0]).toMatchObject({ signatureValid: true, body: { bot: String(botId) } });
  });
});
