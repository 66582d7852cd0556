import { paths } from '@botdir/contracts';
import { useBrowser } from './support/fixture';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import { reviewSubmission, submitOwnBot } from './support/review-requests';

const PHONE = { width: 390, height: 844 };

/** Issue 27 item 2: a visitor on a phone finds Vote, logs in from the vote page and votes there. */
describe('the vote page (Chromium, 390 px)', () => {
  const browser = useBrowser();

  it('logged out → Login with Discord to vote → back on the vote page → Vote → countdown', async () => {
    const { botId, submissionId } = await submitOwnBot(browser.client, DEMO_DEVELOPER, 'Ballot');
    await reviewSubmission(browser.client, DEMO_ADMIN, submissionId, 'approved');
    const { page } = await browser.page('visitor', PHONE);
    page.setDefaultTimeout(8_000);

    await page.goto(paths.bot(botId));
    await page.waitForURL(/\/bot\/ballot$/);
    const vote = page.getByRole('link', { name: 'Vote', exact: true });
    const box = await vote.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(await vote.getAttribute('href')).toBe('/auth/discord?returnTo=%2Fbot%2Fballot%2Fvote');

    await page.goto(paths.botVote(botId));
    await page.waitForURL(/\/bot\/ballot\/vote$/);
    await page.getByRole('heading', { level: 1, name: 'Vote for Ballot' }).waitFor();
    await page.getByRole('link', { name: 'Login with Discord to vote' }).click();
    await page.getByRole('button', { name: 'Demo administrator (Administrator role)' }).click();
    await page.waitForURL(/\/bot\/ballot\/vote$/);
    await page.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByText(/^You can vote again in 1[12] h( \d+ min)?$/).waitFor();
    expect(await page.getByRole('button', { name: 'Voted' }).isDisabled()).toBe(true);
    const remind = page.getByRole('checkbox', { name: 'Remind me when I can vote again' });
    await remind.check();
    expect(await remind.isChecked()).toBe(true);
  }, 60_000);
});
