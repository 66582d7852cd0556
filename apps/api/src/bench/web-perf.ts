import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ApiProcess, freePort } from '@api/testing/api-process';
import { describeInitialJs, initialJsSizes } from './initial-js';
import {
  medianFigures,
  runLighthouse,
  type FormFactor,
  type LighthouseFigures,
} from './lighthouse-run';
import { printFigures } from './print-figures';
import { measureSitemap } from './sitemap-bench';
import { BEFORE, anyBot, devLoginCookie, type WebPage } from './web-pages';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(
  ',',
) as FormFactor[];
const SITEMAP_BOTS = Number(process.env.BENCH_BOTS ?? 100_000);
const ALL_CATEGORIES = ['performance', 'accessibility', 'seo'];
// The development login's default staff role ids (Administrator, Bot Reviewer).
const STAFF_ROLES = ['100000000000000001', '100000000000000002'];

/** Lighthouse now and then loses a trace (NO_NAVSTART) on a busy machine: such a run is repeated. */
async function retried<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`  (run failed, repeating: ${(error as Error).message.split('\n')[0]})`);
    }
  }
}

async function measurePage(
  url: string,
  formFactor: FormFactor,
  runs: number,
  options: { categories: string[]; headers?: Record<string, string> },
): Promise<LighthouseFigures> {
  const figures: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1)
    figures.push(await retried(() => runLighthouse(url, formFactor, options)));
  return medianFigures(figures);
}

/** `npm start` as a visitor meets it: the embedded default with the demo data. */
async function startDemo(): Promise<{ api: ApiProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-bench-web-'));
  const api = new ApiProcess(await freePort(), {
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'development',
  });
  await api.start(120_000);
  return { api, dataDir };
}

async function lighthousePhase(): Promise<void> {
  const { api, dataDir } = await startDemo();
  try {
    const bot = await anyBot(api.baseUrl);
    const publicPages: WebPage[] = [
      { name: 'home', path: '/' },
      { name: 'browse', path: '/browse' },
      // The canonical address: the id would answer a redirect to it first.
      { name: 'bot page', path: `/bot/${bot.slug ?? bot.id}` },
      { name: 'new releases', path: '/new-releases' },
      { name: 'trending', path: '/trending' },
      { name: 'tag page', path: `/tags/${encodeURIComponent(bot.tags[0] ?? 'music')}` },
      { name: 'developer page', path: `/users/${bot.submitterId}` },
    ];
    for (const page of publicPages.slice(0, 3)) {
      const html = await (await fetch(api.baseUrl + page.path)).text();
      console.log(describeInitialJs(page.name, initialJsSizes(html)));
    }
    console.log(`Lighthouse ${RUNS} runs per page, medians (before -> now)`);
    for (const formFactor of FORM_FACTORS) {
      for (const page of publicPages) {
        const figures = await measurePage(api.baseUrl + page.path, formFactor, RUNS, {
          categories: ALL_CATEGORIES,
        });
        printFigures(`${formFactor} ${page.name}`, figures, BEFORE[`${formFactor} ${page.name}`]);
      }
    }
    // Accessibility and SEO are deterministic: one run each, logged in as an Administrator.
    const cookie = await devLoginCookie(api.baseUrl, STAFF_ROLES);
    for (const page of ['/submit', '/dashboard', '/admin']) {
      const figures = await retried(() =>
        runLighthouse(api.baseUrl + page, 'mobile', {
          categories: ['accessibility', 'seo'],
          headers: { Cookie: cookie },
        }),
      );
      printFigures(`mobile ${page} (logged in)`, figures, BEFORE[`mobile ${page}`]);
    }
  } finally {
    await api.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await lighthousePhase();
  if (SITEMAP_BOTS > 0) await measureSitemap(SITEMAP_BOTS);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
