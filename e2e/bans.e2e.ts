import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';
import { DEMO_DEVELOPER } from './support/login';

const APP_ID = '765432109876543210';
const INVITE = `https://discord.com/oauth2/authorize?client_id=${APP_ID}&scope=bot`;
const BANNED = /You are banned from submitting, reviewing, voting, reporting and flagging/;

/** Issue 27, item 4: an Administrator bans a spammer, whose next submission is refused. */
describe('bans, in Chromium', () => {
  const fixture = useBrowser();

  it('refuses the next submission of a user an Administrator just banned', async () => {
    // The developer's session is open and the form filled before the ban.
    const { page } = await fixture.page('developer');
    await page.goto('/submit');
    await page.getByLabel(/^Bot Name/).fill('Spam Bot');
    await page.getByLabel(/^Short Description/).fill('Sends ads everywhere');
    await page.getByLabel(/^Full Description/).fill('Ads.');
    await page.getByLabel(/^Bot Avatar URL/).fill('https://cdn.example.com/spam.png');
    await page.getByLabel(/^Bot Invite URL/).fill(INVITE);
    await page.getByLabel(/^Discord Application ID/).fill(APP_ID);
    await page.getByRole('checkbox', { name: /Fun/ }).check();

    const admin = (await fixture.page('staff')).page;
    await admin.goto('/admin?tab=bans');
    await admin.getByLabel(/^Discord user id/).fill(DEMO_DEVELOPER.id);
    await admin.getByLabel(/^Reason/).fill('Spam submissions');
    await admin.getByRole('button', { name: 'Ban user' }).click();
    const row = admin.getByRole('article', { name: `Ban of ${DEMO_DEVELOPER.id}` });
    await row.getByText(`${DEMO_DEVELOPER.id}: banned`).waitFor();
    await screenshot(admin, 'bans-01-admin-tab');

    await page.getByRole('button', { name: 'Submit Bot for Review' }).click();
    await page.getByText(BANNED).first().waitFor();
    await page.reload();
    await page.getByRole('alert', { name: 'You are banned' }).getByText(BANNED).waitFor();
    await screenshot(page, 'bans-02-banner');
  });
});
