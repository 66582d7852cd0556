import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { useBrowser } from './support/fixture';

/** Issue 26 item 5: typo-tolerant search and the navbar's suggestions (Chromium, demo data). */
describe('typo-tolerant search and suggestions', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await fixture.page('visitor', { width: 1280 }));
  });

  it('finds Melodia for "melodai", says so, and links to the search as typed', async () => {
    await page.goto('/browse?search=melodai');
    await page.getByText('Showing results for').waitFor();
    expect(
      await page.getByRole('status').filter({ hasText: 'Showing results for' }).textContent(),
    ).toBe('Showing results for melodia. Search instead for melodai.');
    await page.getByText('Melodia', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'melodai', exact: true }).click();
    await page.waitForURL('**/browse?search=melodai&exact=true');
    await page.getByText('No bots found matching your criteria').waitFor();
    expect(await page.getByText('Showing results for').count()).toBe(0);
  });

  it('suggests bots as one types; arrows move, Escape closes, Enter opens the bot', async () => {
    await page.goto('/featured');
    const box = page.getByRole('combobox', { name: 'Search bots' });
    await box.fill('sent');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    const first = listbox.getByRole('option').first();
    expect(await first.textContent()).toBe('SentinelBot');
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await box.press('ArrowDown');
    expect(await first.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await box.press('ArrowUp');
    expect(await first.getAttribute('aria-selected')).toBe('false');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();

    await box.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await box.press('ArrowDown');
    await listbox.waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/bot\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Sentinel' }).waitFor();
  });
});
