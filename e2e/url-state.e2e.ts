import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import { useBrowser } from './support/fixture';

/** Issue 14 item 6: every tab and window lives in the URL; every route has its own title. */
describe.each([375, 1280])('state in the URL and route titles at %i px (Chromium)', (width) => {
  const fixture = useBrowser({ SEED_DEMO: 'true' });

  async function open(user?: typeof DEMO_ADMIN) {
    const { context, page } = await fixture.page(user, { width });
    context.setDefaultTimeout(8_000);
    return { context, page };
  }

  const pressed = (page: Page, name: string) =>
    page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
  const selected = (page: Page, name: RegExp) =>
    page.getByRole('tab', { name }).getAttribute('aria-selected');

  /** Follows a navbar link: in the slide-in menu on a phone, in the header on a desktop. */
  async function followNavLink(page: Page, name: string) {
    if (width < 1280) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('navigation').getByRole('link', { name, exact: true }).click();
    } else {
      const main = page.getByRole('navigation', { name: 'Main' });
      await main.getByRole('link', { name, exact: true }).click();
    }
  }

  it('keeps the home trending window through reload and Back', async () => {
    const { context, page } = await open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await page.waitForURL('**/?window=month');
    await page.getByRole('heading', { name: 'Trending This Month' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Trending This Month' }).waitFor();
    expect(await pressed(page, 'Monthly')).toBe('true');
    await followNavLink(page, 'Browse');
    await page.waitForURL('**/browse');
    await page.goBack();
    await page.getByRole('heading', { name: 'Trending This Month' }).waitFor();
    await context.close();
  });

  it('keeps the /trending window through reload', async () => {
    const { context, page } = await open();
    await page.goto('/trending');
    await page.getByRole('button', { name: 'All Time', exact: true }).click();
    await page.waitForURL('**/trending?window=all');
    await page.reload();
    await page.getByRole('heading', { name: 'Trending Bots', exact: true }).waitFor();
    expect(await pressed(page, 'All Time')).toBe('true');
    await context.close();
  });

  it('keeps the dashboard tab through reload and Back', async () => {
    const { context, page } = await open(DEMO_DEVELOPER);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: /^Submissions/ }).click();
    await page.waitForURL('**/dashboard?tab=submissions');
    await page.reload();
    await page.getByRole('tab', { name: /^Submissions/ }).waitFor();
    expect(await selected(page, /^Submissions/)).toBe('true');
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await page.waitForURL('**/privacy');
    await page.goBack();
    await page.getByRole('tab', { name: /^Submissions/ }).waitFor();
    expect(await selected(page, /^Submissions/)).toBe('true');
    await context.close();
  });

  it('keeps the admin tab through reload', async () => {
    const { context, page } = await open(DEMO_ADMIN);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'All Submissions' }).click();
    await page.waitForURL('**/admin?tab=all');
    await page.reload();
    await page.getByRole('tab', { name: 'All Submissions' }).waitFor();
    expect(await selected(page, /^All Submissions/)).toBe('true');
    expect(await selected(page, /^Pending Reviews/)).toBe('false');
    await context.close();
  });

  it('gives every route its own document title, also after in-app navigation', async () => {
    const { context, page } = await open();
    await page.goto('/privacy');
    const expectTitle = (title: string) =>
      page.waitForFunction((wanted) => document.title === wanted, title, { timeout: 5_000 });
    for (const [link, path, title] of [
      ['Browse', '/browse', 'Browse Discord Bots | BotDirectory'],
      ['Trending', '/trending', 'Trending Discord Bots | BotDirectory'],
      ['Featured', '/featured', 'Featured Discord Bots | BotDirectory'],
      ['New', '/new-releases', 'New Discord Bots | BotDirectory'],
    ] as const) {
      await followNavLink(page, link);
      await page.waitForURL(`**${path}`, { timeout: 5_000 });
      await expectTitle(title);
    }
    await followNavLink(page, 'Browse');
    const view = page.getByRole('link', { name: /^View / }).first();
    const id = ((await view.getAttribute('href')) ?? '').split('/').pop();
    const bot = (await (await fetch(`${fixture.baseUrl}/api/bots/${id}`)).json()) as {
      name: string;
    };
    await view.click();
    await page.getByRole('heading', { name: /^About/ }).waitFor();
    await expectTitle(`${bot.name}: Discord Bot | BotDirectory`);
    await page.goto('/no/such/page');
    expect(await page.title()).toBe('Page Not Found | BotDirectory');
    await context.close();
  });
});
