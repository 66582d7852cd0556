import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';

const APP_ID = '876543210987654329';
const invite = (bits: string) =>
  `https://discord.com/oauth2/authorize?client_id=${APP_ID}&scope=bot&permissions=${bits}`;

/** Natural widths of every image on the page, once each has loaded or failed. */
async function naturalWidths(page: Page): Promise<number[]> {
  return page.$$eval('img', (images) =>
    Promise.all(
      images.map((image) =>
        image.complete
          ? image.naturalWidth
          : new Promise<number>((resolve) => {
              image.addEventListener('load', () => resolve(image.naturalWidth));
              image.addEventListener('error', () => resolve(0));
            }),
      ),
    ),
  );
}

/** Issue 26 items 3 and 7: an invite's permissions in plain words, and widgets that embed. */
describe('permissions in plain words and embeddable widgets, in Chromium', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true', RATE_LIMIT_GETS_PER_MINUTE: '1000000' });
  let melodia: number;

  beforeAll(async () => {
    const found = await fetch(`${fixture.baseUrl}/api/bots?search=Melodia`);
    const bots = (await found.json()) as Array<{ id: number; name: string; inviteUrl: string }>;
    const bot = bots.find((each) => each.name === 'Melodia');
    if (!bot) throw new Error('the demo data has no Melodia');
    // The finding: Melodia's invite asks for Administrator and nothing on the page said so.
    expect(new URL(bot.inviteUrl).searchParams.get('permissions')).toBe('8');
    melodia = bot.id;
  });

  it("says on Melodia's page that its invite asks for Administrator, marked and explained", async () => {
    const { page } = await fixture.page();
    await page.goto(`/bot/${melodia}`);
    const card = page.getByRole('region', { name: 'Permissions' });
    await card.getByText('Asks for 1 permission, 1 of them dangerous.').waitFor();
    const dangerous = card.getByRole('list', { name: 'Dangerous permissions' });
    await dangerous.getByText('Administrator').waitFor();
    await dangerous.getByText('Dangerous', { exact: true }).waitFor();
    await dangerous.getByText(/full control of the server/).waitFor();
    await screenshot(page, 'permissions-bot-page');
  });

  it('shows the reviewer the same decoding on a pending submission', async () => {
    const { page } = await fixture.page('staff');
    await page.goto('/admin');
    const card = page.getByRole('article').first();
    await card.getByRole('heading', { name: 'Invite Permissions' }).waitFor();
    await card
      .getByRole('list', { name: 'Dangerous permissions' })
      .getByText('Administrator')
      .waitFor();
  });

  it('decodes the invite URL live on the submit form, and refuses what the server refuses', async () => {
    const { page } = await fixture.page('developer');
    await page.goto('/submit');
    const field = page.getByLabel(/^Bot Invite URL/);
    const preview = page.getByRole('region', { name: 'Invite permissions' });
    await field.fill(invite('8'));
    await preview
      .getByRole('list', { name: 'Dangerous permissions' })
      .getByText('Administrator')
      .waitFor();
    // Send Messages (2^11) and Timeout Members (2^40): a bit past 2^31, read exactly.
    await field.fill(invite(String(2 ** 11 + 2 ** 40)));
    await preview.getByText('Asks for 2 permissions, 1 of them dangerous.').waitFor();
    await preview.getByText('Timeout Members').waitFor();
    await preview
      .getByRole('list', { name: 'Other permissions' })
      .getByText('Send Messages')
      .waitFor();
    expect(await preview.getByText('Administrator').count()).toBe(0);
    await screenshot(page, 'permissions-submit-preview');
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await field.fill(invite('1'.repeat(21)));
    await preview.getByText(/permissions must be a number of at most 20 digits/).waitFor();
  });

  it("embeds the card and every badge in another site's <img>, where they render", async () => {
    const { page } = await fixture.page();
    const widgets = ['', '/servers', '/votes', '/rating', '/status'].map(
      (kind) => `${fixture.baseUrl}/api/widget/${melodia}${kind}.svg?theme=dark`,
    );
    // about:blank is another origin: a same-origin resource policy would block every image.
    await page.setContent(widgets.map((url) => `<img src="${url}" alt="">`).join(''));
    const widths = await naturalWidths(page);
    expect(widths).toHaveLength(5);
    expect(widths.every((width) => width > 0)).toBe(true);
  });

  it("lists the owner's widgets on the dashboard with Markdown and HTML for this site", async () => {
    const { page } = await fixture.page('developer');
    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: 'Melodia' });
    await card.getByRole('button', { name: 'Widgets of Melodia' }).click();
    const panel = page.getByRole('dialog', { name: 'Widgets for Melodia' });
    const cardImage = `${fixture.baseUrl}/api/widget/${melodia}.svg`;
    await panel
      .getByText(`[![Melodia](${cardImage})](${fixture.baseUrl}/bot/${melodia})`, { exact: true })
      .waitFor();
    await panel.getByText(`<img src="${cardImage}" alt="Melodia">`, { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Copy Status badge Markdown' }).waitFor();
    const images = panel.getByRole('img');
    expect(await images.count()).toBe(5);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('img[src*="/api/widget/"]')].every(
        (image) => image.complete,
      ),
    );
    const widths = await images.evaluateAll((list) =>
      (list as HTMLImageElement[]).map((image) => image.naturalWidth),
    );
    expect(widths.every((width) => width > 0)).toBe(true);
    await screenshot(page, 'widgets-dashboard');
    expect(describeViolations(await axeViolations(page))).toEqual([]);
  });
});
