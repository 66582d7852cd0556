import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { submitBot } from './support/api-requests';
import { DEMO_DEVELOPER, logIn } from './support/login';
import { startServer, type RunningServer } from './support/server';

/** Issue 14 item 3 (part): only actions that work are offered, with a reason where they cannot. */
describe.each([375, 1280])('actions that work at %i px (Chromium)', (width) => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('offers no Edit on a pending bot, says why, and keeps the owner id read-only', async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width, height: 900 },
    });
    await context.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 404 }));
    context.setDefaultTimeout(8_000);
    await logIn(context, server.baseUrl, DEMO_DEVELOPER);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await submitBot(server.baseUrl, cookie, DEMO_DEVELOPER, 'Waiting Bot');
    const page = await context.newPage();

    await page.goto('/dashboard');
    const edit = page.getByRole('button', { name: 'Edit Waiting Bot' });
    await edit.waitFor();
    expect(await edit.isDisabled()).toBe(true);
    const reasonId = await edit.getAttribute('aria-describedby');
    expect(await page.locator(`#${reasonId}`).textContent()).toMatch(/once it is approved/);

    await page.goto('/submit');
    const ownerId = page.getByLabel(/^Your Discord User ID/);
    expect(await ownerId.inputValue()).toBe(DEMO_DEVELOPER.id);
    expect(await ownerId.getAttribute('readonly')).not.toBeNull();
    await context.close();
  });
});
