import type { Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { useBrowser } from './support/fixture';
import { openView } from './support/open-view';
import { WIDTHS, demoIds, routeViews, type DemoIds, type Persona } from './support/route-views';

/**
 * The site follows the system theme until a choice is made: the phone width is checked dark and
 * the desktop width light, so every route is seen in both themes and at both widths.
 */
const THEME_AT_WIDTH = { 375: 'dark', 1280: 'light' } as const;

describe('axe-core finds no violations on any route, logged out and in, at 375 and 1280 px', () => {
  const browser = useBrowser({ SEED_DEMO: 'true' });
  let ids: DemoIds;

  beforeAll(async () => {
    ids = await demoIds(browser.baseUrl);
  });

  /** A page whose bot avatars fail to load, as they do offline, logged in as the persona. */
  async function pageAs(persona: Persona): Promise<Page> {
    return (await browser.page(persona)).page;
  }

  /** Every violation, prefixed with where it was seen; all views are checked before failing. */
  async function violationsAs(persona: Persona): Promise<string[]> {
    const page = await pageAs(persona);
    const violations: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: THEME_AT_WIDTH[width] });
      let reload = true;
      for (const view of routeViews(persona, ids)) {
        if (view.widths && !view.widths.includes(width)) continue;
        await openView(page, view, { inApp: !reload });
        // A view's step (an open menu) is undone by loading the next view afresh.
        reload = view.open !== undefined;
        const where = `${persona} ${width}px ${view.name} (${view.path})`;
        violations.push(
          ...describeViolations(await axeViolations(page)).map((line) => `${where}: ${line}`),
        );
      }
    }
    await page.context().close();
    return violations;
  }

  it('as a visitor, on every route and state (search, category, trending windows, history)', async () => {
    expect(await violationsAs('visitor')).toEqual([]);
  }, 120_000);

  it('as a developer without a staff role (submit, success page, dashboard tabs, own bot)', async () => {
    expect(await violationsAs('developer')).toEqual([]);
  }, 90_000);

  it('as staff (every admin tab, dashboard, a bot page with staff actions)', async () => {
    expect(await violationsAs('staff')).toEqual([]);
  }, 90_000);
});
