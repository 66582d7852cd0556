import type { Page } from 'playwright-core';
import { DEVELOPER } from '../apps/api/src/testing/test-app';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';
import { LONG_NAME, submitLongTextBot } from './support/long-text-bot';
import { DEMO_ADMIN } from './support/login';
import { loadSettled } from './support/open-view';

const ROUTES = [
  '/',
  '/browse',
  `/browse?search=${LONG_NAME}`,
  '/trending',
  '/featured',
  '/new-releases',
  '/submit',
  '/dashboard',
  '/admin',
  '/admin?tab=all',
  '/privacy',
  '/terms',
  '/api-docs',
  '/developer-guide',
  '/no/such/page',
];

/**
 * Issue 14 item 4: no route scrolls sideways, on a phone or the 1280 px desktop, even with
 * long unbroken text; and no name (a heading) breaks inside a word that would fit on its line.
 */
describe('no horizontal scroll or mid-word breaks at 320–414 and 1280 px, long text (Chromium)', () => {
  const fixture = useBrowser(
    {
      SEED_DEMO: 'true',
      RATE_LIMIT_GETS_PER_MINUTE: '1000000',
      // One account sweeps every route three times: more reads than a person makes in a minute.
      RATE_LIMIT_ACCOUNT_GETS_PER_MINUTE: '1000000',
    },
    90_000,
  );
  let botPath: string;

  beforeAll(async () => {
    await submitLongTextBot(fixture.baseUrl, DEVELOPER);
    const found = (await (
      await fetch(`${fixture.baseUrl}/api/bots?search=${LONG_NAME}`)
    ).json()) as { id: number }[];
    botPath = `/bot/${found[0]?.id}`;
  });

  const open = (width: number, user?: typeof DEMO_ADMIN) =>
    fixture.context(user, { width, height: 800 });

  /** How far the page is wider than the screen, and the widest culprit. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const root = document.documentElement;
      const excess = root.scrollWidth - root.clientWidth;
      // The outermost element past the edge whose parent is not: where the overflow starts.
      const past = (element: Element | null) =>
        !!element &&
        getComputedStyle(element).visibility !== 'hidden' &&
        element.getBoundingClientRect().right > root.clientWidth + 1;
      const start = Array.from(document.body.querySelectorAll('*')).find(
        (element) => past(element) && !past(element.parentElement),
      );
      const culprit = start
        ? `${start.tagName} ${start.className.toString().slice(0, 30)} "${(start.textContent ?? '').slice(0, 30)}"`
        : '';
      return excess > 0 ? `${excess}px by ${culprit}` : '';
    });

  /**
   * Words split over lines in a heading squeezed narrower than 8 em (a few letters a line), although
   * they would fit its container: a name beside a badge that broke as "St / ats / Hu / b".
   */
  const brokenWords = (page: Page) =>
    page.evaluate(() => {
      const broken: string[] = [];
      for (const heading of Array.from(document.querySelectorAll('h1, h2, h3, h4'))) {
        const room = heading.parentElement?.getBoundingClientRect().width ?? 0;
        const em = parseFloat(getComputedStyle(heading).fontSize);
        if (heading.getBoundingClientRect().width >= 8 * em) continue;
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const boxes = Array.from(range.getClientRects()).filter((box) => box.width > 0);
            const lines = new Set(boxes.map((box) => Math.round(box.top))).size;
            const wordWidth = boxes.reduce((sum, box) => sum + box.width, 0);
            if (lines > 1 && wordWidth < room - 1) broken.push(`"${word[0]}" split`);
          }
        }
      }
      return broken;
    });

  async function sweep(user: typeof DEMO_ADMIN | undefined, label: string, routes: string[]) {
    const problems: string[] = [];
    for (const width of [320, 375, 414, 1280]) {
      const context = await open(width, user);
      const page = await context.newPage();
      for (const route of [...routes, botPath]) {
        await loadSettled(page, route);
        // Measured again after a moment, so a page still rendering is not taken for its layout.
        const excess =
          (await overflow(page)) && (await page.waitForTimeout(500), await overflow(page));
        if (excess) problems.push(`${label} ${width}px ${route}: ${excess}`);
        for (const word of await brokenWords(page))
          problems.push(`${label} ${width}px ${route}: ${word}`);
        if (width === 375 && route === botPath)
          await screenshot(page, `long-text-bot-${label}-375`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  }

  it('for a visitor', async () => {
    await sweep(undefined, 'visitor', ROUTES);
  }, 180_000);

  it('for the owner (dashboard with the long-named bot) and staff (admin lists)', async () => {
    const owner = { id: DEVELOPER.id, username: DEVELOPER.username, roles: [] };
    await sweep(owner, 'owner', ['/dashboard', '/dashboard?tab=submissions', '/submit']);
    await sweep(DEMO_ADMIN, 'admin', ['/admin', '/admin?tab=all']);
  }, 180_000);
});
