import { useBrowser } from './support/fixture';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import { reviewSubmission, submitOwnBot } from './support/review-requests';

const CO_OWNER = { id: '200000000000000077', username: 'co_owner', roles: [] };

/**
 * Issue 27 item 3: an owner adds a co-owner on the dashboard; the co-owner edits the bot and is
 * treated as one of its developers on its page.
 */
describe('co-owners, in Chromium', () => {
  const fixture = useBrowser();

  it('the owner adds a co-owner by id; the co-owner sees the badge and edits the description', async () => {
    const name = 'Shared Keeper';
    const { submissionId, botId } = await submitOwnBot(fixture.client, DEMO_DEVELOPER, name);
    await reviewSubmission(fixture.client, DEMO_ADMIN, submissionId, 'approved');

    const { page } = await fixture.page('developer');
    page.setDefaultTimeout(8_000);
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: `Co-owners of ${name}` });
    await panel.getByLabel("Co-owner's Discord user id").fill(CO_OWNER.id);
    await panel.getByRole('button', { name: 'Add co-owner' }).click();
    await page.getByRole('status').filter({ hasText: 'Co-owner added' }).waitFor();
    await panel.getByText(CO_OWNER.id).waitFor();

    const { page: coOwner } = await fixture.page(CO_OWNER);
    coOwner.setDefaultTimeout(8_000);
    await coOwner.goto('/dashboard');
    await coOwner.getByText('Co-owner', { exact: true }).waitFor();
    expect(await coOwner.getByRole('button', { name: `Delete ${name}` }).count()).toBe(0);
    await coOwner.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = coOwner.getByRole('dialog', { name: 'Edit Bot' });
    await dialog.getByLabel(/^Full Description/).fill('Now kept by two people.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await coOwner.getByText('Bot updated successfully').waitFor();

    const bot = await fetch(`${fixture.baseUrl}/api/bots/${botId}`);
    expect(((await bot.json()) as { description: string }).description).toBe(
      'Now kept by two people.',
    );

    // On the bot's page the co-owner reads the owner's wording: no Vote, no review form.
    await coOwner.goto(`/bot/${botId}`);
    await coOwner
      .getByText('This is your bot: votes and ratings come from other people.')
      .waitFor();
    await coOwner.getByText('You develop this bot: manage it from your dashboard.').waitFor();
    expect(await coOwner.getByRole('button', { name: 'Vote', exact: true }).count()).toBe(0);
  });
});
