import type { BrowserContext, Page } from 'playwright-core';
import { DEVELOPER } from '../apps/api/src/testing/test-app';
import { useBrowser } from './support/fixture';
import { submitLongTextBot } from './support/long-text-bot';
import { DEMO_DEVELOPER, logIn } from './support/login';

/** Issue 14 item 7 (parts): "just now", the logged-out toast, and the system colour scheme. */
describe.each([375, 1280])('copy, logout and theme at %i px (Chromium)', (width) => {
  const browser = useBrowser({ RATE_LIMIT_GETS_PER_MINUTE: '1000000' });

  function open(colorScheme: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
    return browser.page('visitor', { width, colorScheme });
  }

  const scheme = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

  it('says "just now" for a bot released a moment ago, never "0 hours ago"', async () => {
    await submitLongTextBot(browser.baseUrl, DEVELOPER, { name: `Fresh Bot ${width}` });
    const { context, page } = await open('dark');
    await page.goto('/new-releases');
    const card = page.getByRole('article').filter({ hasText: `Fresh Bot ${width}` });
    await card.getByText('just now').waitFor();
    expect(await page.getByText(/\b0 hours ago/).count()).toBe(0);
    await context.close();
  });

  it('follows the system colour scheme until the visitor picks a theme', async () => {
    const { context, page } = await open('light');
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    expect(await scheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(
      () => getComputedStyle(document.documentElement).colorScheme === 'dark',
    );
    if (width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('button', { name: 'Switch to light theme' })
      .locator('visible=true')
      .click();
    expect(await scheme(page)).toBe('light');
    // The choice now wins over the system's dark preference, also after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    expect(await scheme(page)).toBe('light');
    await context.close();
  });

  it('says "You are logged out" and leaves a login-only page for Home', async () => {
    const { context, page } = await open('dark');
    await logIn(context, browser.baseUrl, DEMO_DEVELOPER);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
    if (width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).locator('visible=true').click();
    await page.getByText('You are logged out').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Browse by Category' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Login Required' }).count()).toBe(0);
    await context.close();
  });
});
