import { useBrowser } from './support/fixture';

/** Issue 26 item 1: a bot is reachable by its Discord application id, and Share copies one URL. */
describe('bot addresses and the Share button, in Chromium', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true', RATE_LIMIT_GETS_PER_MINUTE: '1000000' });
  let melodia: { id: number; discordAppId: string };

  beforeAll(async () => {
    const found = await fetch(`${fixture.baseUrl}/api/bots?search=Melodia`);
    const bots = (await found.json()) as Array<{ id: number; name: string; discordAppId: string }>;
    const bot = bots.find((each) => each.name === 'Melodia');
    if (!bot?.discordAppId) throw new Error('the demo data has no Melodia with an application id');
    melodia = bot;
  });

  it('opens the bot by its application id at its canonical address, and Share copies it', async () => {
    const { page } = await fixture.page('visitor', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const canonical = `${fixture.baseUrl}/bot/${melodia.id}`;
    await page.goto(`${fixture.baseUrl}/bot/${melodia.discordAppId}`);
    expect(page.url()).toBe(canonical);
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
    await page.waitForURL(`${fixture.baseUrl}/bot/${melodia.id}`);
  });
});
