import type { LighthouseFigures } from './lighthouse-run';

const show = (value: number | null | undefined, digits = 0): string =>
  value === null || value === undefined ? '–' : value.toFixed(digits);

const pair = (
  before: number | null | undefined,
  now: number | null,
  digits = 0,
  scale = 1,
): string =>
  before === undefined
    ? show(now === null ? null : now / scale, digits)
    : `${show(before === null ? null : before / scale, digits)} -> ${show(now === null ? null : now / scale, digits)}`;

/** One line per page: scores, LCP (s), CLS and TBT (ms), with the earlier figure when known. */
export function printFigures(
  label: string,
  now: LighthouseFigures,
  before: Partial<Omit<LighthouseFigures, 'failing'>> = {},
): void {
  const parts = [
    now.performance === null ? null : `perf ${pair(before.performance, now.performance)}`,
    now.accessibility === null ? null : `a11y ${pair(before.accessibility, now.accessibility)}`,
    now.seo === null ? null : `seo ${pair(before.seo, now.seo)}`,
    now.lcpMs === null ? null : `LCP ${pair(before.lcpMs, now.lcpMs, 2, 1000)} s`,
    now.cls === null ? null : `CLS ${pair(before.cls, now.cls, 3)}`,
    now.tbtMs === null ? null : `TBT ${pair(before.tbtMs, now.tbtMs)} ms`,
  ].filter(Boolean);
  console.log(`${label.padEnd(28)} ${parts.join(' · ')}`);
  if (now.failing.length > 0) console.log(`${''.padEnd(28)} failing: ${now.failing.join(', ')}`);
}
