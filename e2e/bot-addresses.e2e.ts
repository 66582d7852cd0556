import { useBrowser } from './support/fixture';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import { reviewSubmission, submitOwnBot } from './support/review-requests';

/**
 * Issue 26 item 1: a bot is reachable by its slug, its id and its Discord application id, all at
 * one canonical `/bot/{slug}`; its owner changes the slug; Share copies the canonical URL.
 */
describe('bot addresses and the Share button, in Chromium', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true', RATE_LIMIT_GETS_PER_MINUTE: '1000000' });
  let melodia: { id: number; discordAppId: string; slug: string | null };

  beforeAll(async () => {
    const found = await fetch(`${fixture.baseUrl}/api/bots?search=Melodia`);
    const bots = (await found.json()) as Array<typeof melodia & { name: string }>;
    const bot = bots.find((each) => each.name === 'Melodia');
    if (!bot?.discordAppId) throw new Error('the demo data has no Melodia with an application id');
    melodia = bot;
  });

  it('opens the bot by name at /bot/melodia, moves its id and application id there, and Share copies it', async () => {
    expect(melodia.slug).toBe('melodia');
    const { page } = await fixture.page('visitor', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const canonical = `${fixture.baseUrl}/bot/melodia`;
    await page.goto(`${fixture.baseUrl}/bot/${melodia.discordAppId}`);
    expect(page.url()).toBe(canonical);
    // The server moves the id (and any other spelling) there too.
    const byId = await fetch(`${fixture.baseUrl}/bot/${melodia.id}`, { redirect: 'manual' });
    expect([byId.status, byId.headers.get('location')]).toEqual([301, '/bot/melodia']);
    await page.getByRole('heading', { level: 1, name: /Melodia/ }).waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(canonical);

    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  });

  it('follows an in-app link by application id to the canonical address', async () => {
    const { page } = await fixture.page('visitor');
    await page.goto(`${fixture.baseUrl}/browse`);
    // As a link inside the app would: the router, not the server, reads the address.
    await page.evaluate((appId) => {
      window.history.pushState({}, '', `/bot/${appId}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, melodia.discordAppId);
    await page.getByRole('heading', { level: 1, name: /Melodia/ }).waitFor();
    await page.waitForURL(`${fixture.baseUrl}/bot/melodia`);
  });

  it('lets the owner change the address in the dashboard, with inline errors; the old one moves', async () => {
    const submitted = await submitOwnBot(fixture.client, DEMO_DEVELOPER, 'Address Keeper');
    await reviewSubmission(fixture.client, DEMO_ADMIN, submitted.submissionId, 'approved');
    const { page } = await fixture.page('developer');
    await page.goto(`${fixture.baseUrl}/dashboard`);
    const form = page.getByRole('form', { name: 'Address of Address Keeper' });
    const field = form.getByLabel('Bot address');
    expect(await field.inputValue()).toBe('address-keeper');

    const save = async (slug: string) => {
      await field.fill(slug);
      await form.getByRole('button', { name: 'Save address' }).click();
    };
    await save('admin');
    await form.getByText(/reserved word/).waitFor();
    await save('melodia');
    await form.getByText(/"melodia" is taken/).waitFor();
    await save('Keeper-Moved');
    await page.getByRole('status').filter({ hasText: 'Address saved' }).waitFor();

    await page.goto(`${fixture.baseUrl}/bot/address-keeper`);
    expect(page.url()).toBe(`${fixture.baseUrl}/bot/keeper-moved`);
    await page.getByRole('heading', { level: 1, name: /Address Keeper/ }).waitFor();
  });
});
