import type { BrowserContext } from 'playwright-core';
import { DEVELOPER } from '../apps/api/src/testing/test-app';
import { useBrowser } from './support/fixture';

describe('the first view of a page (Chromium, demo data)', () => {
  const browser = useBrowser({ SEED_DEMO: 'true' });
  let context: BrowserContext;
  let botPath: string;

  beforeAll(async () => {
    // A phone whose bot avatars cannot load, as they cannot offline.
    context = await browser.context('visitor', { width: 412, height: 823 });
    const bots = (await (await fetch(`${browser.baseUrl}/api/bots?limit=1`)).json()) as {
      id: number;
    }[];
    botPath = `/bot/${bots[0]?.id}`;
  });

  it.each(['/', '/browse', '/trending', '/new-releases', '/featured', 'bot'])(
    '%s shows the server first view, then reads its public data from the page, not the API',
    async (route) => {
      const page = await context.newPage();
      const answer = await page.goto(route === 'bot' ? botPath : route, {
        waitUntil: 'networkidle',
      });
      const html = (await answer?.text()) ?? '';
      expect(html).toContain('<script id="first-view-data" type="application/json">');
      expect(html).toMatch(
        /<div id="root"><div class="fv">.*<h1 class="fv-title"|<section class="fv-hero">/s,
      );
      // The app has started (its footer is there) before its requests are counted.
      await page.getByRole('contentinfo').waitFor();
      // The app asks who is logged in once it has mounted; `goto` may have seen the network idle
      // before that request started, so wait for its answer rather than for idleness again.
      await page.waitForFunction(`performance.getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname === '/api/auth/user')`);
      await page.waitForLoadState('networkidle');
      // Runs in the page: every /api resource it loaded, and who started it.
      const loads = (await page.evaluate(`performance.getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/'))
        .map((entry) => [new URL(entry.name).pathname + new URL(entry.name).search, entry.initiatorType])`)) as [
        string,
        string,
      ][];
      // The bot page also reports its view (a write for the owner's analytics, not a read).
      const byApp = loads
        .filter(([url, initiator]) => initiator !== 'link' && !url.endsWith('/views'))
        .map(([url]) => url);
      expect(byApp).toEqual(['/api/auth/user']);
      expect(loads.filter(([, initiator]) => initiator === 'link')).toEqual([]);
      // The app has replaced the first view with the page itself, under the same heading.
      const served = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
      await page.locator('#root .fv').waitFor({ state: 'detached' });
      await page.getByRole('contentinfo').waitFor();
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      expect(served.length).toBeGreaterThan(0);
      expect(heading?.replace(/\s+/g, ' ')).toContain(
        served
          .replace(/&amp;/g, '&')
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"'),
      );
      await page.close();
    },
  );

  it('shows a bot page without waiting for the Markdown renderer, then its rich description', async () => {
    const botId = await browser.client.liveBot(DEVELOPER, {
      description:
        '## Commands\n\n- **/play** a song\n\n[Docs](https://docs.example.com)\n\n![Logo](https://cdn.example.com/logo.png)',
    });
    const page = await (await browser.context('visitor', { width: 412, height: 823 })).newPage();
    // The renderer's chunk is held back until the page has shown itself without it.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const renderer: string[] = [];
    await page.route(/\/assets\/markdown-content-[\w-]+\.js$/, async (route) => {
      renderer.push(route.request().url());
      await released;
      await route.continue();
    });
    const html = (await (await page.goto(`/bot/${botId}`))?.text()) ?? '';
    expect(html).not.toContain('markdown-content');

    // The app has replaced the first view: the page is there, its description's words as text.
    await page.locator('#root .fv').waitFor({ state: 'detached' });
    await page.getByRole('contentinfo').waitFor();
    const about = page.getByRole('region', { name: /^About / });
    await expect(
      about.locator('[data-markdown-source][aria-busy="true"]').textContent(),
    ).resolves.toBe('Commands\n\n- /play a song\n\nDocs\n\nLogo');

    release();
    await about.getByRole('heading', { name: 'Commands', level: 3 }).waitFor();
    await expect(about.getByRole('link', { name: 'Docs' }).getAttribute('rel')).resolves.toBe(
      'nofollow ugc noopener',
    );
    await expect(about.getByRole('img', { name: 'Logo' }).getAttribute('src')).resolves.toMatch(
      new RegExp(`^/api/bots/${botId}/description-images/0-`),
    );
    expect(await about.locator('[data-markdown-source]').count()).toBe(0);
    expect(renderer).toHaveLength(1);
    await page.close();
  });

  it('shows initials, never a broken image, when an avatar cannot load', async () => {
    const page = await context.newPage();
    await page.goto('/browse', { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .waitFor();
    // An image that failed is swapped for initials by its error handler, which the browser runs
    // in a later task than the one that marked the image broken; give those handlers time to
    // run, then count what is left. A broken image that stays fails here after five seconds.
    const brokenImages = `[...document.images].filter((image) => image.complete && image.naturalWidth === 0).length`;
    await page
      .waitForFunction(`${brokenImages} === 0`, undefined, { timeout: 5_000 })
      .catch(() => undefined);
    expect(await page.evaluate(brokenImages)).toBe(0);
    const card = page.getByRole('article').first();
    const name = (await card.getAttribute('aria-label')) as string;
    await expect(
      card
        .getByText(name[0] as string, { exact: false })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.goto(botPath, { waitUntil: 'networkidle' });
    const avatar = page.getByRole('img', { name: /avatar$/ });
    await expect(avatar.textContent()).resolves.toMatch(/^[A-Z0-9]{1,2}$/);
    await page.close();
  });

  it('answers 404 for unknown pages and missing bots, and still shows the app Not Found page', async () => {
    const page = await context.newPage();
    const unknown = await page.goto('/no/such/page');
    expect(unknown?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    const missing = await page.goto('/bot/987654321');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Bot Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found | BotDirectory');
    await page.close();
  });

  it('keeps the layout still while a page loads (cumulative layout shift below 0.1)', async () => {
    for (const route of ['/', '/browse', '/new-releases', '/trending', botPath]) {
      const page = await context.newPage();
      await page.goto(route, { waitUntil: 'networkidle' });
      // Runs in the page: the sum of layout shifts not caused by input, as Lighthouse counts them.
      const shift = (await page.evaluate(`new Promise((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().filter((entry) => !entry.hadRecentInput)
            .reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      })`)) as number;
      expect({ route, shift: shift < 0.1 }).toEqual({ route, shift: true });
      await page.close();
    }
  });
});
