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
    // A long paste is kept whole, never cut: the counter and the field's message say it is over.
    const pasted = `${'crossfade and '.repeat(8)}more`;
    const short = page.getByLabel(/^Short Description/);
    await short.fill(pasted);
    expect(await short.inputValue()).toBe(pasted);
    await page.getByText(`${pasted.length} / 100 characters`).waitFor();
    await page.getByText('Short description must be at most 100 characters').waitFor();
    expect(await short.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('checkbox', { name: /Fun/ }).check();
    await page.getByRole('checkbox', { name: /Music/ }).check();
    await page.getByText('Choose 1 to 5 categories (2 of 5 chosen)').waitFor();
  });

  it('lands on a success page with links to the dashboard and the submission, which survives a reload', async () => {
    await page.getByLabel(/^Short Description/).fill('Counts things');
    await page.getByLabel(/^Full Description/).fill('Counts every character.');
    await page.getByLabel(/^Bot Avatar URL/).fill('https://cdn.example.com/counter.png');
    await page.getByLabel(/^Bot Invite URL/).fill(INVITE);
    // The application id is the invite's client_id: filled in, not typed again.
    expect(await page.getByLabel(/^Discord Application ID/).inputValue()).toBe(
      '987654321098765432',
    );
    await page.getByRole('button', { name: 'Submit Bot for Review' }).click();
    const heading = page.getByRole('heading', { name: 'Bot Submitted Successfully!' });
    await heading.waitFor();
    expect(new URL(page.url()).searchParams.get('submitted')).toMatch(/\S+/);
    // Submitted from the bottom of a long form, the new page still opens at its heading.
    const place = await heading.evaluate((element) => ({
      box: element.getBoundingClientRect().toJSON() as DOMRect,
      focused: document.activeElement === element,
      scrollY: window.scrollY,
    }));
    expect(place.scrollY).toBe(0);
    expect(place.box.top).toBeGreaterThanOrEqual(0);
    expect(place.box.bottom).toBeLessThanOrEqual(900);
    expect(place.focused).toBe(true);

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
