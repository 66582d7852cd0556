import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';

/** Every declared route of the spec, with a text a visitor sees there (demo data seeded). */
const ROUTES: Array<[string, string, string | RegExp]> = [
  ['home', '/', 'Browse by Category'],
  ['browse', '/browse', 'Browse Bots'],
  ['trending', '/trending', 'Trending Bots'],
  ['featured', '/featured', 'Featured Bots'],
  ['new-releases', '/new-releases', 'New Releases'],
  ['submit-anonymous', '/submit', 'Discord Login Required'],
  ['submit-bot-redirect', '/submit-bot', 'Discord Login Required'],
  ['dashboard-anonymous', '/dashboard', 'Login Required'],
  ['admin-anonymous', '/admin', 'Authentication Required'],
  ['admin-test-anonymous', '/admin-test', 'Authentication Required'],
  ['privacy', '/privacy', 'Privacy Policy'],
  ['terms', '/terms', 'Terms of Service'],
  ['api-docs', '/api-docs', 'API Documentation'],
  ['developer-guide', '/developer-guide', 'Developer Guide'],
  ['bot-invalid-id', '/bot/not_a_number!', 'Page Not Found'],
  ['bot-missing', '/bot/123456', 'Bot Not Found'],
  ['not-found', '/no/such/page', '404 Page Not Found'],
];

describe('every route in Chromium (demo data)', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await fixture.page());
  });

  it.each(ROUTES)('renders %s (%s)', async (name, route, text) => {
    await page.goto(route);
    await page.getByRole('heading', { name: text }).first().waitFor({ timeout: 10_000 });
    await screenshot(page, `route-${name}`);
  });

  it("documents vote webhooks and shows examples with this site's own address", async () => {
    await page.goto('/api-docs');
    await page.getByRole('heading', { name: 'Vote Webhooks' }).waitFor();
    const origin = new URL(fixture.baseUrl).origin;
    await page.getByText(`curl ${origin}/api/stats`).waitFor();
    expect(await page.getByText(/your-host/).count()).toBe(0);
    for (const part of ['Headers', 'Body', 'Verifying the signature', 'Retries'])
      await page.getByRole('heading', { name: part, exact: true }).waitFor();
    await page.getByText(/X-Signature-256: t=/).waitFor();
  });

  it('shows a bot page with its details, reached from a card', async () => {
    await page.goto('/browse');
    await page.getByRole('link', { name: /View/ }).first().click();
    await page.waitForURL(/\/bot\/[a-z0-9-]+$/);
    await page.getByRole('heading', { name: /^About/ }).waitFor();
    // History/Report sits apart from the cards above it (the Links card), not against them.
    const gap = await page
      .locator('#history')
      .evaluate(
        (card) =>
          card.getBoundingClientRect().top -
          (card.previousElementSibling?.getBoundingClientRect().bottom ?? 0),
      );
    expect(gap).toBeGreaterThanOrEqual(16);
    await screenshot(page, 'route-bot-detail');
  });

  it('searches, filters by category and sorts on /browse', async () => {
    await page.goto('/browse');
    await page.getByPlaceholder('Search bots by name, description or tag...').fill('music');
    await page.getByRole('heading', { name: 'Results for "music"' }).waitFor();
    await page.getByText('Melodia').first().waitFor();
    await page.getByPlaceholder('Search bots by name, description or tag...').fill('');
    await page.getByLabel('Category').selectOption('tickets');
    await page.getByText('Ticketeer').first().waitFor();
    expect(await page.getByText('Melodia').count()).toBe(0);
    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Sort by').selectOption('name');
    const names = await page.getByRole('heading', { level: 3 }).allTextContents();
    const shown = names.filter(Boolean).slice(0, 5);
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
    await screenshot(page, 'browse-sorted');
  });

  it('leads from a home category tile to its bots on /browse', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Anime/ }).click();
    await page.getByRole('heading', { name: /^All Bots in Anime/ }).waitFor();
    await page.getByText('Otaku').first().waitFor();
  });

  it('is usable at 375 px with the slide-in menu', async () => {
    const mobile = await fixture.page('visitor', { width: 375 });
    await mobile.page.goto('/');
    await mobile.page.getByRole('button', { name: /menu/i }).click();
    await mobile.page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Dashboard' })
      .waitFor();
    await screenshot(mobile.page, 'mobile-menu');
    await mobile.context.close();
  });
});
