import type { Page } from 'playwright-core';
import { startFakeDiscord, type FakeDiscord } from '../tools/fake-discord/fake-discord-server';
import { inviteFor } from '../apps/api/src/testing/test-app';
import { DEMO_DEVELOPER } from './support/login';
import { useBrowser } from './support/fixture';

const FOUND = '720000000000000001';
const ICON = 'fedcba9876543210fedcba9876543210';

/** Issue 26 item 2: the submit form offers Discord's details; staff see unverified submissions. */
describe('details from Discord (Chromium, the fake Discord)', () => {
  let fake: FakeDiscord;
  const browser = useBrowser(async () => {
    fake = await startFakeDiscord({
      applications: [
        { id: FOUND, name: 'Melody', icon: ICON, description: 'Plays music in voice channels.' },
      ],
    });
    return { DISCORD_API_URL: fake.apiUrl, DISCORD_VERIFY_APPLICATIONS: 'true' };
  });
  afterAll(() => fake?.close());
  let page: Page;

  it('fills name, avatar and short description from Discord, still editable', async () => {
    ({ page } = await browser.page('developer', { width: 1280 }));
    await page.goto('/submit');
    await page.getByLabel(/^Bot Invite URL/).fill(inviteFor(FOUND));
    await page.getByText('Melody', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Use Discord’s details' }).click();
    expect(await page.getByLabel(/^Bot Name/).inputValue()).toBe('Melody');
    expect(await page.getByLabel(/^Bot Avatar URL/).inputValue()).toBe(
      `https://cdn.discordapp.com/app-icons/${FOUND}/${ICON}.png?size=256`,
    );
    expect(await page.getByLabel(/^Short Description/).inputValue()).toBe(
      'Plays music in voice channels.',
    );
    await page.getByLabel(/^Bot Name/).fill('Melody Bot');
    await page.getByLabel(/^Full Description/).fill('Plays music.');
    await page.getByRole('checkbox', { name: /Music/ }).check();
    await page.getByRole('button', { name: 'Submit Bot for Review' }).click();
    await page.getByRole('heading', { name: 'Bot Submitted Successfully!' }).waitFor();
  });

  it('shows staff a submission made while Discord was down as not verified', async () => {
    await fake.close();
    const unverified = '720000000000000002';
    const answer = await browser.client.submit(DEMO_DEVELOPER, {
      name: 'Offline Check',
      discordAppId: unverified,
      inviteUrl: inviteFor(unverified),
    });
    expect(answer.status).toBe(201);
    const staff = await browser.page('staff', { width: 1280 });
    await staff.page.goto('/admin');
    const card = staff.page.getByRole('article', { name: 'Offline Check' });
    await card.getByText('Not verified with Discord').waitFor();
    expect(
      await staff.page
        .getByRole('article', { name: 'Melody Bot' })
        .getByText('Not verified')
        .count(),
    ).toBe(0);
  });
});
