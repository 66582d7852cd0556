import type { BrowserContext, Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';
import { devLogin } from './support/login';

const APP_ID = '876543210987654321';
const INVITE = `https://discord.com/oauth2/authorize?client_id=${APP_ID}&scope=bot&permissions=2048`;
const NOTES = 'Needs Manage Roles. Test server: https://discord.gg/review-test';

/** Issue 16's story: notes, queue place, claim, bell, resubmit, approval, report, unlist, history. */
describe('review in the open, in Chromium', () => {
  const fixture = useBrowser();
  let developer: { context: BrowserContext; page: Page };
  let reviewer: { context: BrowserContext; page: Page };
  let visitor: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    // Each logs in (or not) through the development login page, as a newcomer would.
    [developer, reviewer, visitor] = [
      await fixture.page(),
      await fixture.page(),
      await fixture.page(),
    ];
  });

  it('goes from notes and queue place to claim, rejection, bell, approval, report and unlisting', async () => {
    // 1. The developer submits with notes for the reviewer and sees the queue position.
    const { page } = developer;
    await devLogin(page, 'Demo developer');
    await page.goto('/submit');
    await page.getByLabel(/^Bot Name/).fill('Open Review Bot');
    await page.getByLabel(/^Short Description/).fill('A bot reviewed in the open');
    await page.getByLabel(/^Full Description/).fill('Reviews things.');
    await page.getByLabel(/^Bot Avatar URL/).fill('https://cdn.example.com/open.png');
    await page.getByLabel(/^Bot Invite URL/).fill(INVITE);
    await page.getByLabel(/^Discord Application ID/).fill(APP_ID);
    await page.getByRole('checkbox', { name: /Fun/ }).check();
    await page.getByLabel(/^Notes for the reviewer/).fill(NOTES);
    await page.getByRole('button', { name: 'Submit Bot for Review' }).click();
    await page.getByRole('heading', { name: 'Bot Submitted Successfully!' }).waitFor();
    await page
      .getByText(/not enough data yet|usually reviewed within/)
      .first()
      .waitFor();
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: /Submissions/ }).click();
    await page.getByText(/Position 1 of 1, (usually reviewed within|not enough data)/).waitFor();
    await screenshot(page, 'review-01-queue-position');

    // 2. The reviewer claims it, sees the notes, and rejects it with notes.
    const staff = reviewer.page;
    await devLogin(staff, 'Demo reviewer (Bot Reviewer role)');
    await staff.goto('/admin');
    const card = staff.getByRole('article', { name: /Open Review Bot/ });
    await card.getByRole('button', { name: 'Claim' }).click();
    await card.getByText('You are reviewing this').waitFor();
    await card.getByText(NOTES).waitFor();
    await card.getByLabel(/Review Notes/).fill('Please add a support server.');
    await screenshot(staff, 'review-02-claimed-with-notes');
    await card.getByRole('button', { name: /Reject/ }).click();
    // With notes typed the rejection is not asked about; it is sent after its 10-second undo window.
    await staff.getByText('Bot Rejected').waitFor({ timeout: 15_000 });

    // 3. The developer gets a bell notification and resubmits.
    await page.goto('/dashboard');
    const bell = page.getByRole('button', { name: 'Notifications: 1 unread' });
    await bell.click();
    await page.getByRole('link', { name: /Open Review Bot was rejected/ }).waitFor();
    await screenshot(page, 'review-03-bell');
    await page.getByRole('link', { name: /Open Review Bot was rejected/ }).click();
    await page.getByRole('button', { name: 'Notifications: 0 unread' }).waitFor();
    await page.getByRole('tab', { name: /Submissions/ }).click();
    await page.getByRole('button', { name: 'Resubmit Open Review Bot' }).click();
    await page.getByText(/Position 1 of 1/).waitFor();

    // 4. The reviewer approves.
    await staff.goto('/admin');
    await staff
      .getByRole('article', { name: /Open Review Bot/ })
      .getByRole('button', { name: /Approve/ })
      .click();
    // No notes: the approval is confirmed, then sent after the same undo window.
    await staff
      .getByRole('dialog', { name: 'Approve Open Review Bot?' })
      .getByRole('button', { name: 'Approve Open Review Bot' })
      .click();
    await staff.getByText('Bot Approved!').waitFor({ timeout: 15_000 });
    const bots = (await (await fetch(`${fixture.baseUrl}/api/bots?search=open`)).json()) as {
      id: number;
    }[];
    const botId = bots[0]?.id;
    expect(botId).toEqual(expect.any(Number));

    // The developer changes the description of the live bot (a plain edit: no review).
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Edit Open Review Bot' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/^Full Description/)
      .fill('Reviews things, openly.');
    await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // 5. A visitor reports the bot.
    const other = visitor.page;
    await devLogin(other, 'Demo administrator (Administrator role)');
    await other.goto(`/bot/${botId}`);
    await other.getByRole('tab', { name: 'Report' }).click();
    await other.getByLabel('Reason').selectOption('spam');
    await other.getByLabel(/^Details/).fill('Posts adverts in every channel.');
    await other.getByRole('button', { name: 'Send report' }).click();
    await other.getByText('Thank you: staff will look at your report.').waitFor();

    // 6. Staff unlist it: the bot is gone from browse.
    await staff.goto('/admin');
    await staff.getByRole('tab', { name: 'Reports' }).click();
    await staff.getByText('Posts adverts in every channel.', { exact: false }).waitFor();
    await staff.getByLabel(/^Reason \(shown to the owner\)/).fill('Advertising');
    await screenshot(staff, 'review-04-reports-tab');
    await staff.getByRole('button', { name: 'Unlist bot' }).click();
    // Unlisting is confirmed with the reason typed, then sent after the 10-second undo window.
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: /^Unlist / })
      .click();
    await staff.getByText('Bot unlisted', { exact: true }).waitFor({ timeout: 15_000 });
    const browse = (await (await fetch(`${fixture.baseUrl}/api/bots?search=open`)).json()) as [];
    expect(browse).toEqual([]);
    await other.goto('/browse');
    await other.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await other.getByText('Open Review Bot').count()).toBe(0);

    // 7. The public history shows approved, changed and unlisted (read here by the owner).
    await page.goto(`/bot/${botId}`);
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'Change history' });
    await history.getByText('unlisted: Advertising').waitFor();
    await history.getByText('description changed').waitFor();
    await history.getByText('approved', { exact: true }).waitFor();
    await screenshot(page, 'review-05-history');
    const publicHistory = (await (
      await fetch(`${fixture.baseUrl}/api/bots/${botId}/history`)
    ).json()) as { kind: string }[];
    expect(publicHistory.map((entry) => entry.kind)).toEqual(['approved', 'changed', 'unlisted']);
  }, 180_000);
});
