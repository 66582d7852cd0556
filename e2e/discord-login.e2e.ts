import type { Page } from 'playwright-core';
import { REVIEWER_ROLE, discordEnv } from '../apps/api/src/security/testing/fake-discord-login';
import { startFakeDiscord, type FakeDiscord } from '../tools/fake-discord/fake-discord-server';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';

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
  // The api's callback must name its own port, so the fake Discord starts before it.
  const browser = useBrowser(async (port) => {
    fake = await startFakeDiscord({ users: [PLAIN_USER, REVIEWER] });
    return discordEnv(fake, `http://127.0.0.1:${port}/auth/discord/callback`);
  });
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    ({ page } = await browser.page('visitor'));
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
  });

  afterAll(async () => {
    await fake?.close();
  });

  it('logs in from /submit through Discord consent and lands back on /submit', async () => {
    await page.goto('/submit');
    await page.getByRole('heading', { name: 'Discord Login Required' }).waitFor();
    await page.getByRole('link', { name: 'Login with Discord' }).first().click();
    await page.waitForURL((url) => url.origin === fake.url);
    await screenshot(page, 'discord-login-01-consent');
    await consentAs(page, PLAIN_USER.username);
    await page.waitForURL(`${browser.baseUrl}/submit`);
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
    await page.waitForURL(`${browser.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await screenshot(page, 'discord-login-03-admin-dashboard');
  });

  it('keeps the reviewer logged in across an api restart', async () => {
    await browser.server.api.kill('SIGKILL');
    await browser.server.api.start();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  });

  it('ran the whole flow without a Content-Security-Policy violation', () => {
    expect(cspViolations).toEqual([]);
  });
});
