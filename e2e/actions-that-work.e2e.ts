import { useBrowser } from './support/fixture';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import { reviewSubmission, submitOwnBot } from './support/review-requests';

/** Issue 14 item 3: only actions that work are offered, with a reason where they cannot. */
describe.each([375, 1280])('actions that work at %i px (Chromium)', (width) => {
  const browser = useBrowser();

  async function developerContext() {
    const context = await browser.context('developer', { width });
    context.setDefaultTimeout(8_000);
    return context;
  }

  /** The demo developer's own bot, submitted and then reviewed by staff. */
  async function reviewedOwnBot(
    name: string,
    decision: 'approved' | 'rejected',
    notes?: string,
  ): Promise<{ botId: number; submissionId: string }> {
    const submitted = await submitOwnBot(browser.client, DEMO_DEVELOPER, name);
    await reviewSubmission(browser.client, DEMO_ADMIN, submitted.submissionId, decision, notes);
    return submitted;
  }

  it('lets the owner edit a pending bot in place, says it keeps its queue place, and keeps the owner id read-only', async () => {
    const context = await developerContext();
    await submitOwnBot(browser.client, DEMO_DEVELOPER, 'Waiting Bot', {
      shortDescription: 'A bot waiting for review',
      description: 'Waits for review.',
    });
    const page = await context.newPage();

    await page.goto('/dashboard');
    const edit = page.getByRole('button', { name: 'Edit Waiting Bot' });
    await edit.waitFor();
    expect(await edit.isDisabled()).toBe(false);
    const reasonId = await edit.getAttribute('aria-describedby');
    expect(await page.locator(`#${reasonId}`).textContent()).toMatch(
      /keeps its place in the queue/,
    );
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Bot' });
    await dialog.getByText(/keeps its place in the review queue/).waitFor();
    await dialog.getByLabel(/^Full Description/).fill('Waits, and now says so.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Submission updated').waitFor();

    await page.goto('/submit');
    const ownerId = page.getByLabel(/^Your Discord User ID/);
    expect(await ownerId.inputValue()).toBe(DEMO_DEVELOPER.id);
    expect(await ownerId.getAttribute('readonly')).not.toBeNull();
    await context.close();
  });

  it('shows its owner a pending bot as not public: a banner, no invite, no rating', async () => {
    const context = await developerContext();
    const { botId } = await submitOwnBot(browser.client, DEMO_DEVELOPER, `Hidden ${width}`);
    const page = await context.newPage();

    await page.goto(`/bot/${botId}`);
    const banner = page.getByTestId('bot-status-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(/Pending Review.*not public yet/);
    expect(await page.getByRole('link', { name: /Invite/ }).count()).toBe(0);
    expect(await page.getByRole('group', { name: /Rate this bot/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Vote' }).count()).toBe(0);
    await context.close();
  });

  it('offers no rating or vote on your own live bot, and the rating shows its vote count', async () => {
    const context = await developerContext();
    const { botId } = await reviewedOwnBot(`Mine ${width}`, 'approved');
    await browser.client.rate(botId, 4, DEMO_ADMIN);
    const page = await context.newPage();

    await page.goto(`/bot/${botId}`);
    await page.getByText('This is your bot').waitFor();
    expect(await page.getByTestId('bot-status-banner').count()).toBe(0);
    expect(await page.getByRole('link', { name: /Invite Bot/ }).count()).toBe(1);
    expect(await page.getByRole('group', { name: /Rate this bot/ }).count()).toBe(0);
    await page.getByRole('img', { name: '4.0 ★ from 1 review' }).waitFor();
    await context.close();
  });

  it('resubmits a rejected bot with the notes in view, asks before discarding edits, and marks the old one superseded', async () => {
    const context = await developerContext();
    const name = `Again ${width}`;
    const { submissionId } = await reviewedOwnBot(name, 'rejected', 'Add a support server');
    const page = await context.newPage();
    const stale = await context.newPage();
    await stale.goto('/dashboard?tab=submissions');
    await stale.getByRole('button', { name: `Resubmit ${name}` }).waitFor();

    await page.goto('/dashboard?tab=submissions');
    await page.getByRole('button', { name: `Edit submission ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit & Resubmit' });
    expect(await dialog.getByRole('region', { name: 'Review notes' }).textContent()).toContain(
      'Add a support server',
    );
    await dialog.getByLabel(/^Support Server/).fill('https://discord.gg/support');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    expect(await dialog.getByLabel(/^Support Server/).inputValue()).toBe(
      'https://discord.gg/support',
    );
    await dialog.getByRole('button', { name: 'Resubmit for Review' }).click();
    await dialog.waitFor({ state: 'detached' });

    const old = page.locator(`#submission-${submissionId}`);
    await old.getByRole('link', { name: 'view the new submission' }).waitFor();
    expect(await old.getByRole('button', { name: `Resubmit ${name}` }).count()).toBe(0);
    await old.getByRole('link', { name: 'view the new submission' }).click();
    expect(page.url()).toMatch(/#submission-\d+$/);

    // A tab opened before the resubmission still offers Resubmit: the answer says what happened.
    await stale.getByRole('button', { name: `Resubmit ${name}` }).click();
    await stale
      .getByText(/already resubmitted/)
      .first()
      .waitFor();
    await context.close();
  });

  it('says a server error on a bot page is one, with Retry, never "Bot Not Found"', async () => {
    await reviewedOwnBot(`Flaky ${width}`, 'approved');
    // Its address from its name: cards link there and the page reads the bot by it.
    const slug = `flaky-${width}`;
    const { context, page } = await browser.page('visitor', { width });
    // A real api does not fail on demand: this one answer is replaced by an outage.
    const outage = `**/api/bots/${slug}`;
    await page.route(outage, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'Internal error' }),
      }),
    );
    // Reached from a card: a page loaded afresh carries the bot in its first view instead.
    await page.goto('/browse');
    // The server's static first view has the same links; clicking one of those loads the page.
    await page.locator('#root .fv').waitFor({ state: 'detached' });
    await page.locator(`a[href="/bot/${slug}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: 'Could not load this bot' }).waitFor();
    expect(await page.getByText('Bot Not Found').count()).toBe(0);
    await page.unroute(outage);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: /^About/ }).waitFor();
    await context.close();
  });

  it('closes an unchanged form on Escape without asking', async () => {
    const context = await developerContext();
    const name = `Quiet ${width}`;
    await reviewedOwnBot(name, 'rejected');
    const page = await context.newPage();
    await page.goto('/dashboard?tab=submissions');
    await page.getByRole('button', { name: `Edit submission ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit & Resubmit' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: `Edit submission ${name}` }).click();
    await dialog.getByLabel(/^Bot Name/).fill(`${name} renamed`);
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
