import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchDebianChromium } from '../../apps/api/src/testing/chromium';

export const ARTIFACTS = path.resolve(__dirname, '../../artifacts/screenshots');

/** Debian's Chromium, headless, with a fresh profile; never a downloaded browser. */
export async function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  return launchDebianChromium();
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot as a test artifact: artifacts/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}
