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

  it('a developer hides their page from the dashboard: others find nothing, they see a banner', async () => {
    const { page: own } = await fixture.page('developer', { width: 1280 });
    await own.goto('/dashboard');
    await own.getByRole('button', { name: 'Visibility' }).click();
    const show = own.getByRole('checkbox', { name: 'Show my developer page' });
    await show.waitFor();
    await own.waitForFunction(() => {
      const box = document.querySelector<HTMLInputElement>('input[type=checkbox]:checked');
      return box !== null && !box.disabled;
    });
    await show.uncheck();
    await own.getByText('Developer page hidden').waitFor();
    await own.getByRole('link', { name: 'View my developer page' }).click();
    await own.getByText('Your developer page is hidden: only you can see it.').waitFor();
    const developerUrl = own.url();

    const answer = await page.goto(developerUrl);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'No developer page here' }).waitFor();

    await own.goto('/dashboard');
    await own.getByRole('button', { name: 'Visibility' }).click();
    await show.check();
    await own.getByText('Developer page shown').waitFor();
    expect((await page.goto(developerUrl))?.status()).toBe(200);
  }, 60_000);
});
