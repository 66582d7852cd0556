import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { launchDebianChromium } from '@api/testing/chromium';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { rebuildReadModels, seedApprovedBots } from './bench-data';
import { fmt, percentile } from './bench-tools';

const BOTS = Number(process.env.BENCH_BOTS ?? 100_000);
const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const DIST = path.resolve(__dirname, '../../../web/dist');

/** The JavaScript the first page needs: index.html's module script and its modulepreloads, gzipped. */
function initialJsGzipBytes(): { files: string[]; bytes: number } {
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length,
    0,
  );
  return { files, bytes };
}

/** Largest Contentful Paint of the home page, from the browser's own performance entries. */
async function homeLcp(baseUrl: string): Promise<number[]> {
  const browser = await launchDebianChromium();
  const timings: number[] = [];
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route('https://cdn.discordapp.com/**', (route) => route.fulfill({ status: 404 }));
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    // Runs in the page: the last largest-contentful-paint entry the browser recorded.
    const lcp = (await page.evaluate(`new Promise((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries[entries.length - 1].startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    })`)) as number;
    timings.push(lcp);
    await context.close();
  }
  await browser.close();
  return timings.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(DIST, 'index.html')))
    throw new Error('Build the web app first: npm run build');
  const bundle = initialJsGzipBytes();
  console.log(
    `initial JS (gzip -9): ${fmt(bundle.bytes / 1024)} KB in ${bundle.files.length} files (target <= 150 KB)`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-bench-web-'));
  const head = await seedApprovedBots(dataDir, BOTS);
  await rebuildReadModels(dataDir, head);
  const api = new ApiProcess(await freePort(), { DATA_DIR: dataDir, SEED_DEMO: 'false' });
  await api.start(120_000);
  const lcp = await homeLcp(api.baseUrl);
  console.log(
    `home page LCP with ${BOTS} bots, ${LOADS} cold loads in headless Chromium: median ${fmt(percentile(lcp, 0.5), 0)} ms, max ${fmt(lcp[lcp.length - 1] ?? 0, 0)} ms (target <= 1500 ms)`,
  );
  await api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
