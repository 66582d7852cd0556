import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';

const INVITE = 'https://discord.com/oauth2/authorize?client_id=987654321098765432&scope=bot';

/** Issue 14 item 7 (parts): counters, the category limit up front, a success page that lasts. */
describe.each([375, 1280])('the submit form at %i px (Chromium)', (width) => {
  const browser = useBrowser({ RATE_LIMIT_GETS_PER_MINUTE: '1000000' });
  let page: Page;

  beforeAll(async () => {
    ({ page } = await browser.page('developer', { width }));
  });

  it('counts characters on limited fields and shows the category limit before any choice', async () => {
    await page.goto('/submit');
    await page.getByRole('heading', { name: 'Submit Your Bot' }).waitFor();
    await page.getByText('Choose 1 to 5 categories (0 of 5 chosen)').waitFor();
    await page.getByText('0 / 32 characters').waitFor();
    await page.getByText('0 / 100 characters').waitFor();
    await page.getByText('0 / 4000 characters').waitFor();

    await page.getByLabel(/^Bot Name/).fill('Counter Bot');
    await page.getByText('11 / 32 characters').waitFor();
    await page.getByLabel(/^Short Description/).fill('x'.repeat(120));
    // The input stops at the limit, and the counter says so.
    await page.getByText('100 / 100 characters').waitFor();
    await page.getByRole('checkbox', { name: /Fun/ }).check();
    await page.getByRole('checkbox', { name: /Music/ }).check();
    await page.getByText('Choose 1 to 5 categories (2 of 5 chosen)').waitFor();
  });

  it('lands on a success page with links to the dashboard and the submission, which survives a reload', async () => {
    await page.getByLabel(/^Short Description/).fill('Counts things');
    await page.getByLabel(/^Full Description/).fill('Counts every character.');
    await page.getByLabel(/^Bot Avatar URL/).fill('https://cdn.example.com/counter.png');
    await page.getByLabel(/^Bot Invite URL/).fill(INVITE);
    await page.getByLabel(/^Discord Application ID/).fill('987654321098765432');
    await page.getByRole('button', { name: 'Submit Bot for Review' }).click();
    await page.getByRole('heading', { name: 'Bot Submitted Successfully!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('submitted')).toMatch(/\S+/);

    await page.reload();
    await page.getByRole('heading', { name: 'Bot Submitted Successfully!' }).waitFor();
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await screenshot(page, `submit-success-${width}`);

    await page.getByRole('link', { name: 'View Your Submission' }).click();
    await page.waitForURL(/\/dashboard\?tab=submissions#submission-/);
    const card = page.getByRole('article', { name: 'Counter Bot' });
    await card.waitFor();
    expect(await card.getAttribute('id')).toBe(new URL(page.url()).hash.slice(1));
    expect(
      await page.getByRole('tab', { name: /^Submissions/ }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
