import type { BrowserContext, Page } from 'playwright-core';
import { useBrowser } from './support/fixture';
import { DEMO_DEVELOPER, logIn } from './support/login';

const LISTINGS = ['/', '/browse', '/trending', '/featured', '/new-releases'];

/** Issue 14 item 7: one card and button pair, one badge per status, vote counts, named tags. */
describe.each([375, 1280])('one card, one badge, named errors at %i px (Chromium)', (width) => {
  const browser = useBrowser({ SEED_DEMO: 'true', RATE_LIMIT_GETS_PER_MINUTE: '1000000' }, 90_000);

  async function open(): Promise<{ context: BrowserContext; page: Page }> {
    return browser.page('visitor', { width });
  }

  /** Each listed bot's name and the names of the links and buttons on its card. */
  const cardsOf = (page: Page) =>
    page.locator('article[aria-label]').evaluateAll((cards) =>
      cards.map((card) => ({
        name: card.getAttribute('aria-label') ?? '',
        actions: Array.from(card.querySelectorAll('a, button'))
          .map((action) => action.getAttribute('aria-label') ?? action.textContent?.trim() ?? '')
          .filter((label) => /^(Invite|View|Learn|Try)/.test(label)),
        rating: card.querySelector('[aria-label*=" ★ from "]')?.getAttribute('aria-label') ?? null,
      })),
    );

  it('lists every bot on every listing page with the same card: Invite and View, votes beside stars', async () => {
    const { context, page } = await open();
    for (const path of LISTINGS) {
      await page.goto(path);
      await page.locator('article[aria-label]').first().waitFor();
      const cards = await cardsOf(page);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect({ path, actions: card.actions }).toEqual({
          path,
          actions: [`Invite ${card.name}`, `View ${card.name}`],
        });
        if (card.rating) expect(card.rating).toMatch(/^\d\.\d ★ from \d+ reviews?$/);
      }
    }
    await context.close();
  }, 120_000);

  it('shows the Featured badge in one style on a card and on the bot page', async () => {
    const { context, page } = await open();
    const badgeLook = (badge: ReturnType<Page['locator']>) =>
      badge.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          text: element.textContent,
          color: style.color,
          background: style.backgroundColor,
          radius: style.borderRadius,
          size: style.fontSize,
        };
      });
    await page.goto('/featured');
    const card = page.locator('article[aria-label]').first();
    const name = (await card.getAttribute('aria-label')) as string;
    const onCard = await badgeLook(card.locator('[data-status="featured"]'));
    expect(onCard.text).toBe('Featured');
    await card.getByRole('link', { name: `View ${name}` }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const onPage = await badgeLook(page.locator('main [data-status="featured"]').first());
    expect(onPage).toEqual(onCard);
    await context.close();
  }, 60_000);

  it('names the tag in a tag error on the submit form', async () => {
    const { context, page } = await open();
    await logIn(context, browser.baseUrl, DEMO_DEVELOPER);
    await page.goto('/submit');
    const tags = page.getByLabel('Tags (optional)');
    await tags.fill('music, a-tag-far-longer-than-the-limit-allows');
    await tags.blur();
    await page.getByText(/Tag "a-tag-far-longer-than-th.*" is too long/).waitFor();
    // A right-to-left override hidden inside a tag: the message quotes the tag it is about.
    await tags.fill('music, lo\u202efi');
    await tags.blur();
    await page.getByText(/Tag "lo.*fi" contains characters that are not allowed/).waitFor();
    await context.close();
  }, 60_000);
});
