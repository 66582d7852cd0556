import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';
import { devLogin } from './support/login';

const INVITE = 'https://discord.com/oauth2/authorize?client_id=987654321098765432&scope=bot';

describe('the whole story in Chromium', () => {
  const fixture = useBrowser();
  let developer: { context: BrowserContext; page: Page };
  let reviewer: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    // Each logs in through the development login page, as a newcomer would.
    developer = await fixture.page();
    reviewer = await fixture.page();
    for (const { context } of [developer, reviewer]) {
      await context.route('https://discord.com/**', (route) =>
        route.fulfill({ status: 200, body: 'Discord' }),
      );
    }
  });

  it('goes from submission to review to listing to invite to deletion', async () => {
    const { page } = developer;
    await devLogin(page, 'Demo developer');
    await page.goto('/submit');
    await page.getByRole('heading', { name: 'Submit Your Bot' }).waitFor();
    await screenshot(page, 'story-01-submit-form');

    await page.getByRole('button', { name: 'Submit Bot for Review' }).click();
    await page.getByText('Bot name is required').waitFor();
    await page.getByText('Please select at least one category').waitFor();
    await screenshot(page, 'story-02-validation-errors');

    await page.getByLabel(/^Bot Name/).fill('Story Bot');
    await page.getByLabel(/^Short Description/).fill('A bot that tells stories');
    await page.getByLabel(/^Full Description/).fill('Tells stories.\nEvery night.');
    await page.getByLabel(/^Bot Avatar URL/).fill('https://cdn.example.com/story.png');
    await page.getByLabel(/^Bot Invite URL/).fill(INVITE);
    await page.getByLabel(/^Discord Application ID/).fill('123');
    await page.getByRole('button', { name: 'Submit Bot for Review' }).click();
    await page.getByText('Discord Application ID must be a valid 17-19 digit number').waitFor();
    await page.getByLabel(/^Discord Application ID/).fill('987654321098765432');
    await page.getByRole('checkbox', { name: /Fun/ }).check();
    await page.getByRole('button', { name: 'Submit Bot for Review' }).click();
    await page.getByRole('heading', { name: 'Bot Submitted Successfully!' }).waitFor();
    await screenshot(page, 'story-03-submitted');

    await page.goto('/dashboard');
    await page.getByText('Story Bot').first().waitFor();
    await page.getByText('Pending').first().waitFor();
    await screenshot(page, 'story-04-dashboard-pending');

    const staff = reviewer.page;
    await devLogin(staff, 'Demo reviewer (Bot Reviewer role)');
    await staff.goto('/admin');
    await staff.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const card = staff.getByRole('article', { name: /Story Bot/ });
    await card.getByLabel(/Review Notes/).fill('Lovely stories, approved.');
    await screenshot(staff, 'story-05-admin-pending');
    await card.getByRole('button', { name: /Approve/ }).click();
    // Sent after the 10-second undo window every review action has.
    await staff.getByText('Bot Approved!').waitFor({ timeout: 15_000 });

    await page.goto('/dashboard');
    await page.getByText('Live').first().waitFor();
    await page.getByRole('tab', { name: /Submissions/ }).click();
    await page.getByText('Lovely stories, approved.').waitFor();
    await screenshot(page, 'story-06-dashboard-live');

    await page.goto('/browse');
    await page.getByText('Story Bot').first().waitFor();
    await page.goto('/?search=story');
    await page.getByText('Story Bot').first().waitFor();
    await page.goto('/new-releases');
    await page.getByText('Story Bot').first().waitFor();
    await page.getByText('New!').first().waitFor();

    await page.getByText('Story Bot').first().click();
    await page.getByRole('heading', { name: 'Story Bot', exact: true }).waitFor();
    await screenshot(page, 'story-07-bot-page');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('link', { name: /Invite Bot/ })
        .or(page.getByRole('button', { name: /Invite Bot/ }))
        .first()
        .click(),
    ]);
    await popup.waitForURL((url) => url.hostname === 'discord.com');
    expect(popup.url()).toBe(INVITE);
    await popup.close();

    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Delete Story Bot' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Delete/ })
      .click();
    await page.getByText('Bot deleted successfully').waitFor();
    const gone = await fetch(`${fixture.baseUrl}/api/bots?search=story`).then((response) =>
      response.json(),
    );
    expect(gone).toEqual([]);
  }, 120_000);
});
