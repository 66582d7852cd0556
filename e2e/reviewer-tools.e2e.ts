import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser } from './support/fixture';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import {
  editPendingSubmission,
  reportBot,
  reviewSubmission,
  submitOwnBot,
  type SubmittedBot,
} from './support/review-requests';

const LONG = `${'A very long description of what this bot does. '.repeat(20)}The end.`;

/** Issue 14 item 5: reviewer tools worth using, at a phone's and a desktop's width. */
describe.each([375, 1280])('reviewer tools at %i px (Chromium)', (width) => {
  const browser = useBrowser({ SEED_DEMO: 'true' }, 90_000);
  let context: BrowserContext;
  let page: Page;
  let long: SubmittedBot;
  let doomed: SubmittedBot;
  let moderated: SubmittedBot;
  let reported: SubmittedBot;
  let edited: SubmittedBot;

  beforeAll(async () => {
    long = await submitOwnBot(browser.client, DEMO_DEVELOPER, 'Zebra Long', {
      description: LONG,
      tags: ['zebra-tag', 'stripes'],
    });
    doomed = await submitOwnBot(browser.client, DEMO_DEVELOPER, 'Doomed Bot');
    moderated = await submitOwnBot(browser.client, DEMO_DEVELOPER, 'Moderated Bot');
    await reviewSubmission(browser.client, DEMO_ADMIN, moderated.submissionId, 'approved');
    reported = await submitOwnBot(browser.client, DEMO_DEVELOPER, 'Reported Bot');
    await reviewSubmission(browser.client, DEMO_ADMIN, reported.submissionId, 'approved');
    await reportBot(browser.client, DEMO_ADMIN, reported.botId, 'offensive', 'Rude replies');
    edited = await submitOwnBot(browser.client, DEMO_DEVELOPER, 'Edited Bot');
    context = await browser.context('staff', { width });
    context.setDefaultTimeout(10_000);
    await context.route(/^https:\/\/(?!localhost)/, (route) => route.fulfill({ status: 404 }));
    page = await context.newPage();
  }, 90_000);

  const card = (name: string) => page.getByRole('article', { name });

  it('lists the queue oldest first, shows tags, folds a long description, and gives queue figures with decided today', async () => {
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Decided today' }).waitFor();
    const zebra = card('Zebra Long');
    await zebra.getByText('#zebra-tag').waitFor();
    // First in, first out: the bot submitted first is above the one submitted after it.
    const queue = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((article) => article.getAttribute('aria-label')));
    expect(queue.indexOf('Zebra Long')).toBeLessThan(queue.indexOf('Doomed Bot'));
    expect(queue.indexOf('Doomed Bot')).toBeGreaterThan(-1);
    await zebra.getByText('#stripes').waitFor();
    const unfold = zebra.getByRole('button', { name: /Show full description/ });
    expect(await unfold.getAttribute('aria-expanded')).toBe('false');
    await unfold.click();
    expect(
      await zebra.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('approves and rejects alike: asked without notes, both held 10 s with Undo, and Undo gives the notes back', async () => {
    const reviews: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/review'))
        reviews.push(Date.now());
    });
    await page.goto('/admin');
    const decided = page
      .getByRole('heading', { name: 'Decided today' })
      .locator('xpath=..')
      .locator('p');
    await decided.waitFor();
    const before = Number(await decided.textContent());

    for (const verb of ['Approve', 'Reject']) {
      await card('Doomed Bot').getByRole('button', { name: verb }).click();
      const confirm = page.getByRole('dialog', { name: `${verb} Doomed Bot?` });
      expect(await confirm.textContent()).toMatch(/no review notes.*undo for 10 seconds/);
      await confirm.getByRole('button', { name: `${verb} Doomed Bot` }).click();
      await card('Doomed Bot').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Undo' }).click();
      await card('Doomed Bot').waitFor();
    }
    await page.getByText('Rejection undone').waitFor();

    const notes = card('Doomed Bot').getByLabel(/Review Notes/);
    await notes.fill('The invite link is broken.');
    await card('Doomed Bot').getByRole('button', { name: 'Reject' }).click();
    // Notes typed: no question, straight to the Undo window; Undo keeps what was typed.
    await card('Doomed Bot').waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect(await notes.inputValue()).toBe('The invite link is broken.');

    // Taken before the click: the page starts its 10 s when it handles the click, and on a loaded
    // machine Playwright's click() can return several hundred ms after that.
    const clickedAt = Date.now();
    await card('Doomed Bot').getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Bot Rejected').waitFor({ timeout: 15_000 });
    expect(reviews).toHaveLength(1);
    expect(reviews[0]! - clickedAt).toBeGreaterThanOrEqual(9_500);
    await page
      .getByRole('heading', { name: 'Decided today' })
      .locator('xpath=..')
      .getByText(String(before + 1), { exact: true })
      .waitFor();
  }, 40_000);

  it('filters All Submissions by status and text on the server, pages them, and links each bot', async () => {
    await page.goto('/admin?tab=all');
    const pager = page.getByRole('navigation', { name: 'Submission pages' });
    await pager.getByText('Page 1').waitFor();
    expect(await page.getByRole('article').count()).toBe(20);
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText('Page 2').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');

    await page.getByLabel('Status').selectOption('rejected');
    await card('Doomed Bot').waitFor();
    const statuses = await page
      .getByRole('article')
      .getByText(/^(Pending Review|Approved|Rejected)$/)
      .allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Rejected']));
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();

    await page.getByLabel('Status').selectOption('');
    await page.getByRole('searchbox', { name: 'Search submissions' }).fill('zebra');
    await page.waitForURL(/q=zebra/);
    await card('Zebra Long').waitFor();
    // The debounced search may render once more: wait until only the match is listed.
    await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
    await page.reload();
    await card('Zebra Long').waitFor();

    const link = card('Zebra Long').getByRole('link', { name: 'Bot page of Zebra Long' });
    expect(await link.getAttribute('href')).toBe(`/bot/${long.botId}`);
    await link.click();
    await page.getByRole('heading', { level: 1, name: /Zebra Long/ }).waitFor();
    expect(doomed.botId).not.toBe(long.botId);
  });

  it('unlists a bot from its page after a confirmation with a reason and an Undo window, files it under Unlisted, and relists it', async () => {
    const moderations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/admin\/bots\/\d+\//.test(request.url()))
        moderations.push(request.url());
    });
    await page.goto(`/bot/${moderated.botId}`);
    const tools = page.getByRole('region', { name: 'Staff tools' });
    await tools.getByRole('button', { name: 'Unlist bot' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlist Moderated Bot?' });
    await dialog.getByRole('button', { name: 'Unlist Moderated Bot' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByLabel(/Reason/).fill('Spam links in the description');
    await dialog.getByRole('button', { name: 'Unlist Moderated Bot' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Unlisting undone').waitFor();
    expect(moderations).toEqual([]);

    await tools.getByRole('button', { name: 'Unlist bot' }).click();
    expect(await dialog.getByLabel(/Reason/).inputValue()).toBe('Spam links in the description');
    await dialog.getByRole('button', { name: 'Unlist Moderated Bot' }).click();
    await page.getByText('Bot unlisted', { exact: true }).waitFor({ timeout: 15_000 });
    expect(moderations).toHaveLength(1);
    const banner = page.getByTestId('bot-status-banner');
    await banner.getByText(/^Staff view: this bot is unlisted/).waitFor();
    expect(await banner.textContent()).not.toMatch(/Only you|Your submissions/);

    await banner.getByRole('link', { name: 'Unlisted submissions' }).click();
    await card('Moderated Bot').getByText('Unlisted', { exact: true }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('unlisted');
    await card('Moderated Bot').getByRole('link', { name: 'Bot page of Moderated Bot' }).click();
    await tools.getByRole('button', { name: 'Relist bot' }).click();
    const relist = page.getByRole('dialog', { name: 'Relist Moderated Bot?' });
    await relist.getByLabel(/Reason/).fill('The links are gone');
    await relist.getByRole('button', { name: 'Relist Moderated Bot' }).click();
    await page.getByText('Bot relisted', { exact: true }).waitFor({ timeout: 15_000 });
    await banner.waitFor({ state: 'detached' });
    await tools.getByRole('button', { name: 'Unlist bot' }).waitFor();
  }, 60_000);

  it('names the reported bot, words its reason, dates it as the app does, and keeps handled reports', async () => {
    await page.goto('/admin?tab=reports');
    const report = page.getByRole('article', { name: 'Report about Reported Bot' });
    const link = report.getByRole('link', { name: 'Reported Bot' });
    expect(await link.getAttribute('href')).toBe(`/bot/${reported.botId}`);
    await report.getByText('Offensive content: Rude replies').waitFor();
    expect(await report.textContent()).not.toContain('offensive:');
    const date = /[A-Z][a-z]{2} \d{1,2}, \d{4}/;
    expect(await report.getByText(/^Reported by demo_admin, /).textContent()).toMatch(date);

    await report.getByLabel(/^Reason \(shown to the owner\)/).fill('Replies are fine');
    await report.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByText('Report dismissed').waitFor();
    await report.waitFor({ state: 'detached' });
    await page
      .getByRole('group', { name: 'Reports shown' })
      .getByRole('button', { name: 'Handled' })
      .click();
    const handled = report.getByText(/^Dismissed by demo_admin, /);
    expect(await handled.textContent()).toMatch(date);
    expect(await handled.textContent()).toContain(': Replies are fine');
    expect(new URL(page.url()).searchParams.get('reports')).toBe('resolved');
  });

  it("shows the reviewer what the owner changed after the claim, and keeps the bot's place in the queue", async () => {
    await page.goto('/admin');
    const names = () =>
      page
        .getByRole('article')
        .evaluateAll((cards) => cards.map((article) => article.getAttribute('aria-label')));
    await card('Edited Bot').getByRole('button', { name: 'Claim' }).click();
    await card('Edited Bot').getByText('You are reviewing this').waitFor();
    const before = await names();

    await editPendingSubmission(browser.client, DEMO_DEVELOPER, edited, {
      description: 'Edited Bot now has a support server.',
    });
    await page.reload();
    const changes = card('Edited Bot').getByRole('region', {
      name: /^Changed since .* claimed it$/,
    });
    await changes.getByText('Full description').waitFor();
    await changes.getByText('Edited Bot does useful things.').waitFor();
    await changes.getByText('Edited Bot now has a support server.').waitFor();
    expect(await names()).toEqual(before);
  });

  it('shows every admin tab whole, and names roles and outcomes in the audit history', async () => {
    await page.goto('/admin?tab=all&q=Reported');
    const tabs = page.getByRole('tablist', { name: 'Submissions' });
    for (const name of [/^Pending Reviews/, /^All Submissions$/, /^Reports$/]) {
      const box = (await tabs.getByRole('tab', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await tabs.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(
      0,
    );

    await card('Reported Bot').getByRole('button', { name: 'History' }).click();
    const history = card('Reported Bot').getByRole('list', { name: 'Submission history' });
    await history.getByText('Submission approved', { exact: true }).waitFor();
    await history.getByText(/demo_admin.* \(Administrator\)/).waitFor();
    expect(await history.textContent()).not.toMatch(/\(\d{17,19}\)|Submission reviewed/);
  });
});
