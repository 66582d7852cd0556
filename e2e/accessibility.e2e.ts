import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** Every route of the app, with a heading that says it has rendered (demo data seeded). */
const PUBLIC_ROUTES: Array<[string, string | RegExp]> = [
  ['/', 'Browse by Category'],
  ['/browse', 'Browse Bots'],
  ['/trending', 'Trending Bots'],
  ['/featured', 'Featured Bots'],
  ['/new-releases', 'New Releases'],
  ['/submit', 'Discord Login Required'],
  ['/dashboard', 'Login Required'],
  ['/admin', 'Authentication Required'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/api-docs', 'API Documentation'],
  ['/developer-guide', 'Developer Guide'],
  ['/bot/987654321', 'Bot Not Found'],
  ['/no/such/page', '404 Page Not Found'],
];

const STAFF_ROUTES: Array<[string, string | RegExp]> = [
  ['/submit', 'Submit Your Bot'],
  ['/dashboard', /^Welcome back/],
  ['/admin', 'Admin Dashboard'],
];

describe('axe-core finds no accessibility violations on any route (Chromium, both themes)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ SEED_DEMO: 'true' });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A phone-sized page whose bot avatars fail to load, as they do offline. */
  async function openContext(cookie?: string): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 412, height: 823 },
      // The first pass checks the dark theme: the site follows the system until a choice is made.
      colorScheme: 'dark',
    });
    await context.route('https://cdn.discordapp.com/**', (route) => route.fulfill({ status: 404 }));
    if (cookie) {
      const [name, value] = cookie.split('=') as [string, string];
      await context.addCookies([{ name, value, url: server.baseUrl }]);
    }
    return context;
  }

  /** Every violation on the page, prefixed with its route; all routes are checked before failing. */
  async function violationsOn(page: Page, route: string, heading: string | RegExp) {
    await page.goto(route);
    await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    return describeViolations(await axeViolations(page)).map((line) => `${route}: ${line}`);
  }

  it('on every public route', async () => {
    const context = await openContext();
    const page = await context.newPage();
    const violations: string[] = [];
    for (const [route, heading] of PUBLIC_ROUTES)
      violations.push(...(await violationsOn(page, route, heading)));
    await page.goto('/browse');
    const botLink = (await page
      .getByRole('link', { name: /^View / })
      .first()
      .getAttribute('href')) as string;
    violations.push(...(await violationsOn(page, botLink, /^About/)));
    // The light theme has its own colours: chosen as the theme toggle remembers it.
    await page.evaluate(`localStorage.setItem('botdir.color-mode', 'light')`);
    for (const [route, heading] of [...PUBLIC_ROUTES, [botLink, /^About/] as const])
      violations.push(...(await violationsOn(page, route, heading)));
    await context.close();
    expect(violations).toEqual([]);
  }, 120_000);

  it('on the pages behind a login, as an Administrator', async () => {
    const response = await fetch(`${server.baseUrl}/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: '200000000000000003',
        username: 'demo_admin',
        roles: ['100000000000000001'],
      }),
    });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const context = await openContext(cookie);
    const page = await context.newPage();
    const violations: string[] = [];
    for (const [route, heading] of STAFF_ROUTES)
      violations.push(...(await violationsOn(page, route, heading)));
    await context.close();
    expect(violations).toEqual([]);
  }, 90_000);
});
