import type { SoakSample } from './soak-verdict';

const WIDTH = 900;
const PANEL = 170;
const LEFT = 70;
const COLOURS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b'];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One panel per group of series (same unit), each series a line over time; no dependency. */
export function svgChart(title: string, samples: SoakSample[], panels: Record<string, string[]>) {
  const entries = Object.entries(panels);
  const height = 40 + entries.length * PANEL;
  const end = Math.max(1, samples.at(-1)?.t ?? 1);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="white"/>`,
    `<text x="${LEFT}" y="20" font-size="14">${escape(title)}</text>`,
  ];
  entries.forEach(([unit, keys], index) => {
    const top = 40 + index * PANEL;
    const plotHeight = PANEL - 40;
    const values = keys.flatMap((key) => samples.map((sample) => sample[key] as number));
    const finite = values.filter(Number.isFinite);
    const max = Math.max(1e-9, ...finite);
    const x = (t: number) => LEFT + ((WIDTH - LEFT - 20) * t) / end;
    const y = (value: number) => top + plotHeight - (plotHeight * value) / max;
    parts.push(
      `<rect x="${LEFT}" y="${top}" width="${WIDTH - LEFT - 20}" height="${plotHeight}" fill="none" stroke="#ccc"/>`,
      `<text x="${LEFT - 6}" y="${top + 10}" text-anchor="end">${max.toFixed(1)}</text>`,
      `<text x="${LEFT - 6}" y="${top + plotHeight}" text-anchor="end">0</text>`,
      `<text x="${WIDTH - 20}" y="${top + plotHeight + 14}" text-anchor="end">${end.toFixed(0)} s</text>`,
      `<text x="${LEFT}" y="${top + plotHeight + 14}">${escape(unit)}</text>`,
    );
    keys.forEach((key, series) => {
      const colour = COLOURS[series % COLOURS.length];
      const points = samples
        .filter((sample) => Number.isFinite(sample[key]))
        .map((sample) => `${x(sample.t).toFixed(1)},${y(sample[key] as number).toFixed(1)}`);
      if (points.length === 0) return;
      parts.push(
        `<polyline fill="none" stroke="${colour}" stroke-width="1.5" points="${points.join(' ')}"/>`,
        `<text x="${LEFT + 140 + series * 150}" y="${top + plotHeight + 14}" fill="${colour}">${escape(key)}</text>`,
      );
    });
  });
  parts.push('</svg>');
  return parts.join('\n');
}

/** The samples as CSV, one column per key (blank where a series is absent). */
export function csvOf(samples: SoakSample[]): string {
  const keys = [...new Set(samples.flatMap((sample) => Object.keys(sample)))];
  const cell = (value: number | undefined) =>
    value === undefined || !Number.isFinite(value) ? '' : String(Math.round(value * 100) / 100);
  return [
    keys.join(','),
    ...samples.map((sample) => keys.map((key) => cell(sample[key])).join(',')),
  ]
    .join('\n')
    .concat('\n');
}
