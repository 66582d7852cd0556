import type { Page } from 'playwright-core';
import type { RouteView } from './route-views';

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's unfinished requests from now on (once per page). */
function trackRequests(page: Page): Set<unknown> {
  const known = inFlight.get(page);
  if (known) return known;
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  inFlight.set(page, open);
  return open;
}

/**
 * Until nothing loads: no request open for `quietMs` and no loading placeholder on screen.
 * Cheaper than Playwright's networkidle (a fixed 500 ms), which adds up over a hundred pages.
 */
async function settle(page: Page, pending: Set<unknown>, quietMs = 150): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], [aria-label^="Loading"]'),
  );
  const deadline = Date.now() + 10_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await page.waitForTimeout(25);
  }
  // Runs in the page: the next frame is painted with its fonts.
  await page.evaluate(
    'document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => done())))',
  );
}

/** Moves the app to `path` as its own links do (no reload), through the router's history. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  // Runs in the page: two frames, so the router has rendered the new location before any check.
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))',
  );
}

/**
 * Opens the view's route, waits for its heading, takes its step and waits until it has settled.
 * `inApp` moves the already loaded app instead of loading the page afresh: much cheaper, and what
 * a person following links sees.
 */
export async function openView(page: Page, view: RouteView, { inApp = false } = {}): Promise<void> {
  const pending = trackRequests(page);
  if (inApp) await navigateInApp(page, view.path);
  else await page.goto(view.path);
  await page.getByRole('heading', { name: view.heading }).first().waitFor({ timeout: 15_000 });
  await view.open?.(page);
  await settle(page, pending);
}

/** Loads `path` afresh and waits until it has settled (no heading to wait for: any route, 404s too). */
export async function loadSettled(page: Page, path: string): Promise<void> {
  const pending = trackRequests(page);
  await page.goto(path);
  await settle(page, pending);
}
