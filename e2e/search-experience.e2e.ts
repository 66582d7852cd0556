import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';

interface Category {
  id: string;
  name: string;
  botCount: number;
}

/** Issue 14 item 2: every search and category tile leads to /browse, the one results page. */
describe.each([375, 1280])('one search experience at %i px (Chromium, demo data)', (width) => {
  const fixture = useBrowser({ SEED_DEMO: 'true' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await fixture.page('visitor', { width }));
  });

  const api = async <T>(path: string): Promise<T> =>
    (await (await fetch(`${fixture.baseUrl}${path}`)).json()) as T;

  /** The results heading, with its count once loaded ("Results for "x" 3 bots"). */
  const resultsHeading = () =>
    page.getByRole('heading', { level: 2 }).filter({ hasText: /bots?$/ });

  /** The heading's top edge is below the sticky navbar's bottom edge. */
  async function expectBelowHeader(): Promise<void> {
    const header = await page.locator('header').first().boundingBox();
    const heading = await resultsHeading().boundingBox();
    expect(heading && header && heading.y >= header.y + header.height).toBe(true);
  }

  it('the hero search lands on /browse with the query and count in the heading', async () => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search for bots' }).fill('music');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/browse?search=music');
    const heading = resultsHeading();
    await heading.waitFor();
    expect(await heading.textContent()).toMatch(/^Results for "music"\d+ bots?$/);
    await expectBelowHeader();
    await page.reload();
    await page.getByRole('heading', { name: /^Results for "music"/ }).waitFor();
    await screenshot(page, `search-hero-${width}`);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('the navbar search lands on /browse, from any page', async () => {
    await page.goto('/featured');
    if (width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('combobox', { name: 'Search bots' }).locator('visible=true');
    await box.fill('moderation');
    await box.press('Enter');
    await page.waitForURL('**/browse?search=moderation');
    await page.getByRole('heading', { name: /^Results for "moderation"/ }).waitFor();
    await expectBelowHeader();
  });

  it('a home category tile shows every bot of its category on /browse, as many as it counts', async () => {
    const categories = await api<Category[]>('/api/categories');
    const music = categories.find((category) => category.id === 'music') as Category;
    await page.goto('/');
    await page.getByRole('link', { name: new RegExp(`^Music\\s*${music.botCount} bots`) }).click();
    await page.waitForURL('**/browse?category=music');
    const heading = resultsHeading();
    await heading.waitFor();
    await expect(heading.textContent()).resolves.toBe(`All Bots in Music${music.botCount} bots`);
    await expectBelowHeader();
  });

  it('a search for a category word finds every bot the category counts', async () => {
    const categories = await api<Category[]>('/api/categories');
    for (const category of categories.filter((each) => each.botCount > 0)) {
      const inCategory = await api<{ id: number }[]>(`/api/bots?category=${category.id}&limit=100`);
      const found = await api<{ id: number }[]>(
        `/api/bots?search=${encodeURIComponent(category.name)}&limit=100`,
      );
      expect({ category: category.id, count: inCategory.length }).toEqual({
        category: category.id,
        count: category.botCount,
      });
      const foundIds = new Set(found.map((bot) => bot.id));
      expect(inCategory.filter((bot) => !foundIds.has(bot.id))).toEqual([]);
    }
  });

  it('nothing scrolls under the sticky header', async () => {
    await page.goto('/browse?search=bot');
    await resultsHeading().waitFor();
    await page.evaluate(`window.scrollTo(0, document.body.scrollHeight)`);
    await resultsHeading().evaluate((element) => element.scrollIntoView());
    await expectBelowHeader();
  });
});
