import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';
import { DEMO_DEVELOPER, DEMO_REVIEWER } from './support/login';
import { submitOwnBot } from './support/review-requests';

const TITLE = 'Broken invite link';
const EXPLANATION = 'The invite link leads to an error page; fix it and resubmit.';
const GUIDELINE = '/docs/guidelines#invite-links';

/** Issue 27, item 4 (web): a canned reason from the Reasons tab to the developer's dashboard. */
describe('staff admin tabs, in Chromium', () => {
  const fixture = useBrowser();

  it('an Administrator adds a canned reason, rejects with it, the developer reads it, Activity and Reviewer stats count it', async () => {
    await submitOwnBot(fixture.client, DEMO_DEVELOPER, 'Broken Bot');
    const { page: admin } = await fixture.page('staff');
    await admin.clock.install();

    await admin.goto('/admin?tab=reasons');
    const add = admin.getByRole('form', { name: 'Add reason' });
    await add.getByLabel(/^Title/).fill(TITLE);
    await add.getByLabel(/^Explanation/).fill(EXPLANATION);
    await add.getByLabel(/^Guideline link/).fill(GUIDELINE);
    await add.getByRole('button', { name: 'Add reason' }).click();
    await admin.getByRole('article', { name: `Reason ${TITLE}` }).waitFor();
    await screenshot(admin, 'staff-admin-01-reasons');

    await admin.goto('/admin');
    const card = admin.getByRole('article', { name: 'Broken Bot' });
    await card.getByRole('button', { name: 'Saved reasons' }).click();
    await card.getByRole('checkbox', { name: TITLE }).check();
    await card.getByRole('button', { name: 'Reject' }).click();
    // A picked reason is enough: no "no notes" question, straight to the Undo window.
    await card.waitFor({ state: 'detached' });
    await admin.clock.fastForward(10_000);
    await admin.getByText('Bot Rejected').waitFor();

    const { page: developer } = await fixture.page('developer');
    await developer.goto('/dashboard?tab=submissions');
    const reasons = developer.getByRole('list', { name: 'Rejection reasons' });
    await reasons.getByText(EXPLANATION).waitFor();
    await reasons.getByText(TITLE).waitFor();
    expect(await reasons.getByRole('link', { name: 'Guideline' }).getAttribute('href')).toBe(
      GUIDELINE,
    );
    await screenshot(developer, 'staff-admin-02-dashboard');

    await admin.goto('/admin?tab=activity');
    await admin.getByLabel('Action').selectOption('reject');
    const table = admin.getByRole('table', { name: 'Staff activity' });
    await table.getByRole('cell', { name: 'reject', exact: true }).waitFor();
    await table.getByRole('cell', { name: 'Broken Bot' }).waitFor();
    await screenshot(admin, 'staff-admin-03-activity');

    await admin.getByRole('tab', { name: 'Reviewer stats' }).click();
    const stats = admin.getByRole('table', { name: 'Reviewer statistics' });
    const row = stats.getByRole('row', { name: /demo_admin/ });
    await row.getByRole('cell', { name: '1 (0 approved, 1 rejected)' }).first().waitFor();
    await row.getByRole('cell', { name: '0%', exact: true }).waitFor();

    const { page: reviewer } = await fixture.page(DEMO_REVIEWER);
    await reviewer.goto('/admin');
    await reviewer.getByRole('tab', { name: /^Pending Reviews/ }).waitFor();
    const tabs = await reviewer.getByRole('tab').allTextContents();
    expect(tabs).not.toEqual(expect.arrayContaining(['Activity']));
    expect(tabs.filter((tab) => /Activity|Reasons|Reviewer stats|Bans/.test(tab))).toEqual([]);
  }, 60_000);
});
