import type { ReadStore } from '@botdir/read-store';
import { percentile } from '../bench-tools';
import { storeCallOf } from './in-process-baseline';
import { MISSES } from './uncached-queries';

/** The shapes of the search mix, from the one most narrowed to the plainest. */
export const SEARCH_SHAPES = [
  'no-match',
  'days',
  'category',
  'deep offset',
  'multi-word',
  'one prefix',
  'one word',
] as const;
export type SearchShape = (typeof SEARCH_SHAPES)[number];

/** A search URL's shape: the first that applies, in SEARCH_SHAPES order. */
export function searchShapeOf(urlPath: string): SearchShape {
  const params = new URL(urlPath, 'http://bench').searchParams;
  const words = (params.get('search') ?? '').split(' ');
  if (words.some((word) => MISSES.includes(word))) return 'no-match';
  if (params.has('days')) return 'days';
  if (params.has('category')) return 'category';
  if (params.has('offset')) return 'deep offset';
  if (words.length > 1) return 'multi-word';
  return (words[0] as string).length <= 3 ? 'one prefix' : 'one word';
}

export interface ShapeTimes {
  shape: SearchShape | 'whole mix';
  queries: number;
  /** CPU ms per query: what it costs whatever else the machine runs. */
  cpuP50: number;
  cpuP99: number;
  wallP50: number;
  wallP99: number;
}

export interface SearchShapeReport {
  shapes: ShapeTimes[];
  /** The URLs that cost the most CPU in one asking, most first. */
  slowest: { urlPath: string; cpu: number }[];
}

/** Asks `asked` (URLs in the round's order) once each, and splits CPU and wall times by shape. */
export async function timeSearchShapes(
  store: ReadStore,
  asked: string[],
): Promise<SearchShapeReport> {
  const now = Date.now();
  const worst = new Map<string, number>();
  const samples = new Map<ShapeTimes['shape'], { cpu: number[]; wall: number[] }>();
  const add = (shape: ShapeTimes['shape'], cpu: number, wall: number) => {
    const entry = samples.get(shape) ?? { cpu: [], wall: [] };
    entry.cpu.push(cpu);
    entry.wall.push(wall);
    samples.set(shape, entry);
  };
  for (const urlPath of asked) {
    const call = storeCallOf(store, urlPath, now);
    const before = performance.now();
    const cpuBefore = process.cpuUsage();
    await call();
    const used = process.cpuUsage(cpuBefore);
    const cpu = (used.user + used.system) / 1000;
    const wall = performance.now() - before;
    add(searchShapeOf(urlPath), cpu, wall);
    add('whole mix', cpu, wall);
    worst.set(urlPath, Math.max(cpu, worst.get(urlPath) ?? 0));
  }
  const slowest = [...worst]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([urlPath, cpu]) => ({ urlPath, cpu }));
  return { shapes: shapesOf(samples), slowest };
}

function shapesOf(
  samples: Map<ShapeTimes['shape'], { cpu: number[]; wall: number[] }>,
): ShapeTimes[] {
  return [...SEARCH_SHAPES, 'whole mix' as const].flatMap((shape) => {
    const entry = samples.get(shape);
    if (!entry) return [];
    const cpu = entry.cpu.sort((a, b) => a - b);
    const wall = entry.wall.sort((a, b) => a - b);
    return [
      {
        shape,
        queries: cpu.length,
        cpuP50: percentile(cpu, 0.5),
        cpuP99: percentile(cpu, 0.99),
        wallP50: percentile(wall, 0.5),
        wallP99: percentile(wall, 0.99),
      },
    ];
  });
}
