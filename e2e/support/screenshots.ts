import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { logIn } from './login';
import { openView } from './open-view';
import { describeLayoutProblem, layoutProblems } from './layout-problems';
import {
  PERSONA_USERS,
  demoIds,
  everyRouteView,
  type Persona,
  type RouteView,
} from './route-views';
import { startServer } from './server';

/** The widths (a phone, a tablet, two desktops), each with its screen height. */
export const SCREENS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;

export const PERSONAS: Persona[] = ['visitor', 'developer', 'staff'];

/** Long lists (a trending window, All Submissions) are cut here: the shots stay a few MB. */
const MAX_HEIGHT = 5000;

export interface SweepOptions {
  browser: Browser;
  baseUrl: string;
  /** Shots go to `<outDir>/<width>/<persona>-<view>.<format>`. */
  outDir: string;
  /** Which views to take (all when left out). */
  only?: (persona: Persona, view: RouteView) => boolean;
  /** Which checked views are also saved (all when left out): a full-page shot costs more than the check. */
  save?: (persona: Persona, view: RouteView) => boolean;
  /** PNG (the committed shots) or JPEG: a third less time a full page, for the test's own run. */
  format?: 'png' | 'jpeg';
}

export interface SweepResult {
  /** The files written. */
  written: string[];
  /** Every word broken inside itself and every overflow, one line each, with where it was seen. */
  problems: string[];
}

/** A light-theme page (the default a newcomer sees) whose remote avatars fail, as offline. */
async function pageAs(
  browser: Browser,
  baseUrl: string,
  persona: Persona,
  screen: (typeof SCREENS)[number],
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    viewport: { width: screen.width, height: screen.height },
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
  // Each image settles (loaded, or failed and replaced by initials): no 500 ms network-idle wait.
  await lazy.evaluateAll((images: HTMLImageElement[]) =>
    Promise.all(
      images.map((image) => {
        image.setAttribute('loading', 'eager');
        if (image.complete) return null;
        return new Promise((settled) => {
          image.addEventListener('load', settled, { once: true });
          image.addEventListener('error', settled, { once: true });
        });
      }),
    ),
  );
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

/** One persona at one width, in a context of its own: each view checked, then taken. */
async function sweepScreen(
  options: SweepOptions & { persona: Persona; views: RouteView[] },
  screen: (typeof SCREENS)[number],
  result: SweepResult,
): Promise<void> {
  const { browser, baseUrl, outDir, persona, views, format = 'png', save = () => true } = options;
  const page = await pageAs(browser, baseUrl, persona, screen);
  fs.mkdirSync(path.join(outDir, String(screen.width)), { recursive: true });
  let reload = true;
  for (const view of views) {
    if (view.widths && !view.widths.includes(screen.width)) continue;
    const where = `${persona} ${screen.width}px ${view.name} (${view.path})`;
    // Within the loaded app, as its links move; a view's step (the open menu) needs a fresh load.
    await openView(page, view, { inApp: !reload }).catch(async (error: Error) => {
      const seen = await page.locator('h1, h2').allInnerTexts();
      throw new Error(
        `${where}: ${error.message}\nat ${page.url()}, headings: ${seen.join(' | ')}`,
      );
    });
    reload = view.open !== undefined;
    await loadLazyImages(page);
    for (const problem of await layoutProblems(page))
      result.problems.push(describeLayoutProblem(where, problem));
    if (!save(persona, view)) continue;
    const file = path.join(outDir, String(screen.width), `${persona}-${view.name}.${format}`);
    const quality = format === 'jpeg' ? { quality: 70 } : {};
    await page.screenshot({ path: file, type: format, ...quality, ...(await area(page, view)) });
    result.written.push(file);
  }
  await page.context().close();
}

/**
 * Every route of every persona at every width: checked for words broken inside themselves and
 * horizontal overflow (e2e/support/layout-problems.ts), and saved as a full-page screenshot.
 */
export async function sweepEveryRoute(options: SweepOptions): Promise<SweepResult> {
  const { baseUrl, only = () => true } = options;
  const ids = await demoIds(baseUrl);
  // The three personas side by side (a context each, one browser): pages mostly wait on the api.
  const results = await Promise.all(
    PERSONAS.map(async (persona) => {
      const result: SweepResult = { written: [], problems: [] };
      const views = everyRouteView(persona, ids).filter((view) => only(persona, view));
      if (views.length > 0)
        for (const screen of SCREENS)
          await sweepScreen({ ...options, persona, views }, screen, result);
      return result;
    }),
  );
  return {
    written: results.flatMap((result) => result.written),
    problems: results.flatMap((result) => result.problems),
  };
}

/**
 * `npm run screenshots`: the product on its embedded default with demo data, every view (or those
 * whose `<persona>-<view>` name contains `match`; only a full run clears the old shots first).
 */
export async function screenshotEveryRoute(outDir: string, match = ''): Promise<SweepResult> {
  const server = await startServer({ SEED_DEMO: 'true' });
  const browser = await launchChromium();
  try {
    if (!match)
      for (const { width } of SCREENS)
        fs.rmSync(path.join(outDir, String(width)), { recursive: true, force: true });
    const only = (persona: Persona, view: RouteView) => `${persona}-${view.name}`.includes(match);
    return await sweepEveryRoute({ browser, baseUrl: server.baseUrl, outDir, only });
  } finally {
    await browser.close();
    await server.stop();
  }
}
