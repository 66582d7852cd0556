import type { Page } from 'playwright-core';
import { useBrowser } from './support/fixture';

/** Issue 26 items 5 and 6: tag chips and "by developer" lead to their pages (Chromium, demo data). */
describe('tag and developer pages', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await fixture.page('visitor', { width: 1280 }));
  });

  it('opens the tag page from a tag chip on the bot page, listing the bots with that tag', async () => {
    await page.goto('/browse?search=melodia');
    await page
      .getByRole('link', { name: /Melodia/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'About Melodia' }).waitFor();
    await page.getByRole('link', { name: '#music', exact: true }).click();
    await page.waitForURL('**/tags/music');
    await page.getByRole('heading', { level: 1, name: '#music' }).waitFor();
    await page.getByText('Melodia', { exact: true }).first().waitFor();
    expect(await page.title()).toBe('#music Discord Bots | BotDirectory');
  });

  it('opens the developer page from "by <developer>" on the bot page, with their totals', async () => {
    await page.goto('/browse?search=melodia');
    await page
      .getByRole('link', { name: /Melodia/ })
      .first()
      .click();
    const developer = page.getByRole('region', { name: 'Developer' });
    await developer.getByText(/^by /).waitFor();
    const name = (await developer.getByRole('link').textContent()) ?? '';
    await developer.getByRole('link').click();
    await page.waitForURL('**/users/*');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('Melodia', { exact: true }).first().waitFor();
    expect(await page.getByLabel('Totals').getByText('Votes').count()).toBe(1);
    expect(await page.title()).toBe(`Discord Bots by ${name} | BotDirectory`);
  });
});
