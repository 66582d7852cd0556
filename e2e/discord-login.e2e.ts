import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ApiProcess, freePort } from '../apps/api/src/testing/api-process';
import { REVIEWER_ROLE, discordEnv } from '../apps/api/src/security/testing/fake-discord-login';
import { startFakeDiscord, type FakeDiscord } from '../tools/fake-discord/fake-discord-server';
import { launchChromium, newPage, screenshot } from './support/browser';

const PLAIN_USER = { id: '600000000000000001', username: 'plain_user', roles: [] };
const REVIEWER = { id: '600000000000000002', username: 'real_reviewer', roles: [REVIEWER_ROLE] };

/** Consents on the fake Discord's authorize page as `username`, as a person would. */
async function consentAs(page: Page, username: string): Promise<void> {
  await page.getByRole('heading', { name: /wants to access your account/ }).waitFor();
  await page.getByLabel('Log in as').selectOption({ label: username });
  await page.getByRole('button', { name: 'Authorize' }).click();
}

describe('Discord login in Chromium against a fake Discord', () => {
  let fake: FakeDiscord;
  let api: ApiProcess;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    fake = await startFakeDiscord({ users: [PLAIN_USER, REVIEWER] });
    const port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-e2e-discord-'));
    api = new ApiProcess(port, {
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...discordEnv(fake, `http://127.0.0.1:${port}/auth/discord/callback`),
    });
    await api.start();
    browser = await launchChromium();
    ({ page } = await newPage(browser, api.baseUrl));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await api?.kill('SIGTERM');
    await fake?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs in from /submit through Discord consent and lands back on /submit', async () => {
    await page.goto('/submit');
    await page.getByRole('heading', { name: 'Discord Login Required' }).waitFor();
    await page.getByRole('link', { name: 'Login with Discord' }).first().click();
    await page.waitForURL((url) => url.origin === fake.url);
    await screenshot(page, 'discord-login-01-consent');
    await consentAs(page, PLAIN_USER.username);
    await page.waitForURL(`${api.baseUrl}/submit`);
    await page.getByRole('button', { name: 'Logout' }).first().waitFor();
    await screenshot(page, 'discord-login-02-back-on-submit');
    expect(await page.getByRole('heading', { name: 'Discord Login Required' }).count()).toBe(0);
  });

  it('shows Access Denied on /admin to a user without a staff role', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });

  it('logs out', async () => {
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.getByRole('link', { name: 'Login with Discord' }).first().waitFor();
    const me = await page.request.get('/api/auth/user');
    expect((await me.json()).authenticated).toBe(false);
  });

  it('shows the Admin Dashboard to a reviewer', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Login with Discord' }).first().click();
    await consentAs(page, REVIEWER.username);
    await page.waitForURL(`${api.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await screenshot(page, 'discord-login-03-admin-dashboard');
  });

  it('keeps the reviewer logged in across an api restart', async () => {
    await api.kill('SIGKILL');
    await api.start();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('ran the whole flow without a Content-Security-Policy violation', () => {
    expect(cspViolations).toEqual([]);
  });
});
