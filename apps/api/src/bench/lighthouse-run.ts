import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/chromium';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Accessibility and SEO audits that failed (by id), to say what keeps a score below 100. */
  failing: string[];
}

interface LighthouseResult {
  lhr: {
    runtimeError?: { message: string };
    categories: Record<
      string,
      { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
    >;
    audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
  };
}
type RunLighthouse = (
  url: string,
  flags: Record<string, unknown>,
  config?: unknown,
) => Promise<LighthouseResult | undefined>;

// Lighthouse ships as ES modules; Node 20.19+ loads them with require().
/* eslint-disable @typescript-eslint/no-require-imports */
const lighthouse = (require('lighthouse') as { default: RunLighthouse }).default;
const desktopConfig = (require('lighthouse/core/config/desktop-config.js') as { default: unknown })
  .default;
const chromeLauncher = require('chrome-launcher') as {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    userDataDir: string;
    logLevel: string;
  }): Promise<{ port: number; kill(): Promise<void> | void }>;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const score = (result: LighthouseResult, category: string): number | null => {
  const value = result.lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};
const failingAudits = (result: LighthouseResult): string[] =>
  ['accessibility', 'seo'].flatMap((category) =>
    (result.lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = result.lhr.audits[ref.id];
        return audit?.score !== null && audit?.score !== undefined && audit.score < 1;
      })
      .map((ref) => ref.id),
  );

const metric = (result: LighthouseResult, audit: string): number | null =>
  result.lhr.audits[audit]?.numericValue ?? null;

/**
 * One Lighthouse run of one URL in a fresh Debian Chromium with a fresh profile. Mobile is
 * Lighthouse's default emulation (Moto G class phone, slow 4G, 4x CPU, simulated throttling).
 */
export async function runLighthouse(
  url: string,
  formFactor: FormFactor,
  options: { categories: string[]; headers?: Record<string, string> },
): Promise<LighthouseFigures> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'botdir-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir,
    logLevel: 'silent',
  });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: options.categories,
      extraHeaders: options.headers,
    };
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return {
      performance: score(result, 'performance'),
      accessibility: score(result, 'accessibility'),
      seo: score(result, 'seo'),
      lcpMs: metric(result, 'largest-contentful-paint'),
      cls: metric(result, 'cumulative-layout-shift'),
      tbtMs: metric(result, 'total-blocking-time'),
      failing: failingAudits(result),
    };
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** The median of each figure over several runs (nulls ignored). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (key: Exclude<keyof LighthouseFigures, 'failing'>): number | null => {
    const values = runs.map((run) => run[key]).filter((value): value is number => value !== null);
    if (values.length === 0) return null;
    values.sort((a, b) => a - b);
    const middle = Math.floor(values.length / 2);
    return values.length % 2
      ? (values[middle] as number)
      : ((values[middle - 1] as number) + (values[middle] as number)) / 2;
  };
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    seo: median('seo'),
    lcpMs: median('lcpMs'),
    cls: median('cls'),
    tbtMs: median('tbtMs'),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}
