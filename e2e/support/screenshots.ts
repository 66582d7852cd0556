import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { logIn } from './login';
import { openView } from './open-view';
import { PERSONA_USERS, demoIds, routeViews, type Persona, type RouteView } from './route-views';
import { startServer } from './server';

/** The two widths, each with its screen height. */
export const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

const PERSONAS: Persona[] = ['visitor', 'developer', 'staff'];

/** Long lists (a trending window, All Submissions) are cut here: the shots stay a few MB. */
const MAX_HEIGHT = 5000;

export interface ScreenshotOptions {
  browser: Browser;
  baseUrl: string;
  /** PNGs go to `<outDir>/<width>/<persona>-<view>.png`. */
  outDir: string;
  /** Which views to take (all when left out). */
  only?: (persona: Persona, view: RouteView) => boolean;
}

/** A light-theme page (the default a newcomer sees) whose remote avatars fail, as offline. */
async function pageAs(browser: Browser, baseUrl: string, persona: Persona): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  await context.route('https://cdn.discordapp.com/**', (route) => route.fulfill({ status: 404 }));
  await context.route('https://cdn.example.com/**', (route) => route.fulfill({ status: 404 }));
  if (persona !== 'visitor') await logIn(context, baseUrl, PERSONA_USERS[persona]);
  return context.newPage();
}

/** Images below the fold load (or fail, showing initials) before the full page is taken. */
async function loadLazyImages(page: Page): Promise<void> {
  const lazy = page.locator('img[loading="lazy"]');
  if ((await lazy.count()) === 0) return;
  await lazy.evaluateAll((images) =>
    images.forEach((image) => image.setAttribute('loading', 'eager')),
  );
  await page.waitForLoadState('networkidle');
}

/** The full page up to MAX_HEIGHT; only the screen for an overlay such as the open menu. */
async function area(page: Page, view: RouteView) {
  if (view.overlay) return { fullPage: false };
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  return { fullPage: true, clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT) } };
}

/** Full-page screenshots of every route view, per persona and width; answers the files written. */
export async function saveScreenshots(options: ScreenshotOptions): Promise<string[]> {
  const { browser, baseUrl, outDir, only = () => true } = options;
  const ids = await demoIds(baseUrl);
  const written: string[] = [];
  for (const persona of PERSONAS) {
    const views = routeViews(persona, ids).filter((view) => only(persona, view));
    if (views.length === 0) continue;
    const page = await pageAs(browser, baseUrl, persona);
    for (const { width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      fs.mkdirSync(path.join(outDir, String(width)), { recursive: true });
      for (const view of views) {
        if (view.widths && !view.widths.includes(width)) continue;
        // Loaded afresh, as a visitor arriving at the URL sees it.
        await openView(page, view);
        await loadLazyImages(page);
        const file = path.join(outDir, String(width), `${persona}-${view.name}.png`);
        await page.screenshot({ path: file, ...(await area(page, view)) });
        written.push(file);
      }
    }
    await page.context().close();
  }
  return written;
}

/**
 * `npm run screenshots`: the product on its embedded default with demo data, every view (or those
 * whose `<persona>-<view>` name contains `match`; only a full run clears the old shots first).
 */
export async function screenshotEveryRoute(outDir: string, match = ''): Promise<string[]> {
  const server = await startServer({ SEED_DEMO: 'true' });
  const browser = await launchChromium();
  try {
    if (!match)
      for (const { width } of SCREENS)
        fs.rmSync(path.join(outDir, String(width)), { recursive: true, force: true });
    const only = (persona: Persona, view: RouteView) => `${persona}-${view.name}`.includes(match);
    return await saveScreenshots({ browser, baseUrl: server.baseUrl, outDir, only });
  } finally {
    await browser.close();
    await server.stop();
  }
}
