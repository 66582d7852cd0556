import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useBrowser } from './support/fixture';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './support/login';
import { reviewSubmission, submitOwnBot } from './support/review-requests';

/** Issue 14 item 4: the navbar and mobile menu at every width, and 44 px tap targets. */
describe('navbar, mobile menu and tap targets (Chromium, demo data)', () => {
  const fixture = useBrowser({ SEED_DEMO: 'true', RATE_LIMIT_GETS_PER_MINUTE: '1000000' });
  const open = (width: number, user?: typeof DEMO_ADMIN) => fixture.context(user, { width });

  /**
   * Opens `route` and waits for the app's own header: the server's static first view has no user
   * in it, so nothing is counted or measured until the header knows who is signed in.
   */
  async function openApp(page: Page, route: string, user?: typeof DEMO_ADMIN): Promise<void> {
    await page.goto(route);
    await page.locator('#root .fv').waitFor({ state: 'detached' });
    // On a phone the header's own user area sits hidden behind the menu button: includeHidden.
    const who = { name: user ? 'Logout' : 'Login with Discord', includeHidden: true };
    const userArea = page.locator('header').getByRole(user ? 'button' : 'link', who);
    await userArea.first().waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  }

  async function openMenu(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
    return menu;
  }

  it.each([375, 1280])(
    'at %i px the menu has Dashboard for everyone and the Admin entry only for staff',
    async (width) => {
      for (const [user, staff] of [
        [undefined, false],
        [DEMO_DEVELOPER, false],
        [DEMO_ADMIN, true],
      ] as const) {
        const context = await open(width, user);
        const page = await context.newPage();
        await openApp(page, '/', user);
        // A phone has the slide-in menu (Admin Panel); a desktop the header itself (Admin).
        const menu = width < 1024 ? await openMenu(page) : page.locator('header');
        const admin = menu.getByRole('link', { name: /^Admin( Panel)?$/ });
        expect(await admin.count()).toBe(staff ? 1 : 0);
        await menu.getByRole('link', { name: 'Dashboard' }).click();
        await page.waitForURL('**/dashboard');
        await context.close();
      }
    },
  );

  it('collapses gracefully from 1024 to 1440 px (and at 375): nothing cut, a usable search box', async () => {
    const problems: string[] = [];
    for (const width of [375, 1024, 1180, 1280, 1366, 1440]) {
      const context = await open(width, DEMO_ADMIN);
      const page = await context.newPage();
      await openApp(page, '/', DEMO_ADMIN);
      const report = await page.locator('header').evaluate((header) => {
        const found: string[] = [];
        const visible = (element: Element) =>
          element.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true });
        for (const element of Array.from(header.querySelectorAll('*')).filter(visible)) {
          const html = element as HTMLElement;
          const box = html.getBoundingClientRect();
          if (box.right > document.documentElement.clientWidth)
            found.push(`past the edge: ${html.tagName} ${html.textContent?.slice(0, 20)}`);
          const clipped = getComputedStyle(html).overflow === 'hidden' && box.width > 1;
          if (clipped && html.scrollWidth > html.clientWidth + 1)
            found.push(`cut: ${html.textContent?.slice(0, 30)}`);
        }
        const search = header.querySelector('input[type="search"]') as HTMLElement | null;
        if (search && visible(search) && search.getBoundingClientRect().width < 150)
          found.push(`search box ${search.getBoundingClientRect().width}px`);
        return found;
      });
      problems.push(...report.map((line) => `${width}px: ${line}`));
      await screenshot(page, `navbar-admin-${width}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 60_000);

  // 44 px below the desktop layout (touch screens, as tap-target.ts has it); on a desktop WCAG 2.2's
  // minimum target size for a mouse pointer (2.5.8, AA): 24 px.
  it.each([
    [375, 44],
    [1280, 24],
  ])(
    'every tap target in the navbar, menu, footer and lists at %i px is at least %i px tall',
    async (width, least) => {
      const context = await open(width, DEMO_ADMIN);
      const page = await context.newPage();
      const small: string[] = [];
      const measure = async (scope: string) =>
        page.locator(scope).evaluateAll(
          (roots, least) =>
            roots.flatMap((root) =>
              Array.from(root.querySelectorAll('a, button, input, select, [role="tab"]'))
                .map((element) => element as HTMLElement)
                // Links inside text (a sentence, a listed URL) are exempt from the target size.
                .filter((element) => element.offsetParent !== null && !element.closest('p, dd'))
                // The closed slide-in menu is hidden from everyone (aria-hidden), not removed.
                .filter((element) => !element.closest('[aria-hidden="true"]'))
                // A box inside its label is tapped through the label: the label is the target.
                .map((element) =>
                  element.tagName === 'INPUT' ? (element.closest('label') ?? element) : element,
                )
                .filter((element) => element.getBoundingClientRect().height < least)
                .map(
                  (element) =>
                    `${element.tagName} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 24)}" ${Math.round(element.getBoundingClientRect().height)}px`,
                ),
            ),
          least,
        );
      for (const route of ['/', '/browse', '/trending', '/dashboard', '/admin']) {
        await openApp(page, route, DEMO_ADMIN);
        for (const line of await measure('header, main, footer')) small.push(`${route}: ${line}`);
      }
      if (width < 1024) {
        await openMenu(page);
        for (const line of await measure('#mobile-menu')) small.push(`menu: ${line}`);
      }
      await context.close();
      expect(small).toEqual([]);
    },
    60_000,
  );
  // Issue 25 items 2 and 7: the bell on a phone, its list says when, and it closes like a menu.
  it('at 375 and 1280 px the bell opens a dated list that Escape and a press outside close', async () => {
    const { submissionId } = await submitOwnBot(fixture.client, DEMO_DEVELOPER, 'Bell Bot');
    await reviewSubmission(
      fixture.client,
      DEMO_ADMIN,
      submissionId,
      'rejected',
      'Needs a support server.',
    );

    for (const width of [375, 1280]) {
      const context = await open(width, DEMO_DEVELOPER);
      const page = await context.newPage();
      await openApp(page, '/dashboard', DEMO_DEVELOPER);
      const bell = page.getByRole('button', { name: /^Notifications: \d+ unread$/ });
      await bell.click();
      const list = page.getByRole('region', { name: 'Notifications', exact: true });
      const item = list.getByRole('link', { name: /Bell Bot was rejected/ });
      await item.waitFor();
      const time = item.locator('time');
      expect(await time.textContent()).toMatch(/just now|minutes? ago/);
      expect(await time.getAttribute('title')).toMatch(/\d{4}/);
      const box = await list.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);

      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      expect(await bell.evaluate((element) => element === document.activeElement)).toBe(true);

      await bell.click();
      await list.waitFor();
      await page.mouse.click(width / 2, 700);
      await list.waitFor({ state: 'detached' });
      await context.close();
    }
  }, 60_000);
});
