import { CATEGORY_IDS } from '@botdir/contracts';
import { ADJECTIVES, WORDS } from '../synthetic-bots';
import { seededRandom, zipf } from './zipf';

export const SHAPES = ['search', 'list', 'category', 'detail'] as const;
export type Shape = (typeof SHAPES)[number];

/** Distinct questions per shape, and how many draws (by popularity) a round cycles through. */
const DISTINCT = 1000;
const DRAWS = 20_000;
const PAGE = 20;
const LIST_SORTS = ['newest', 'rating', 'name', 'servers', 'votes'] as const;
const DAYS = [7, 30, 90] as const;

/** Words no bot has. */
export const MISSES = ['zyzzyva', 'qwfp', 'xylograph', 'blorp', 'kazoo', 'gnarl', 'fjord', 'quux'];

/** Words people type: whole words, prefixes of them, and words no bot has. */
function vocabulary(): string[] {
  const words = [...WORDS, ...ADJECTIVES.map((word) => word.toLowerCase())];
  const prefixes = words.map((word) => word.slice(0, 3));
  return [...words, ...prefixes, ...MISSES];
}

type Draw = {
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
  rank: () => number;
};

function drawer(seed: number, popularity: number): Draw {
  const random = seededRandom(seed);
  const byPopularity = zipf(popularity, random);
  return {
    pick: (items) => items[Math.floor(random() * items.length)] as (typeof items)[number],
    chance: (p) => random() < p,
    rank: byPopularity,
  };
}

/** Pages 1..50, the first ones far more often. */
const offsetOf = (draw: Draw, pages: () => number) => (draw.chance(0.6) ? 0 : pages() * PAGE);

function searchPath(draw: Draw, terms: string[], pages: () => number, termRank: () => number) {
  const count = draw.chance(0.6) ? 1 : draw.chance(0.75) ? 2 : 3;
  const words = Array.from({ length: count }, () => terms[termRank()] as string);
  const params = new URLSearchParams({ search: words.join(' ') });
  if (draw.chance(0.2)) params.set('category', draw.pick(CATEGORY_IDS));
  if (draw.chance(0.1)) params.set('days', String(draw.pick(DAYS)));
  const offset = offsetOf(draw, pages);
  if (offset > 0) params.set('offset', String(offset));
  return `/api/bots?${params}`;
}

function listPath(draw: Draw, pages: () => number, category: boolean) {
  const params = new URLSearchParams();
  if (category) params.set('category', draw.pick(CATEGORY_IDS));
  const sort = draw.chance(0.5) ? 'newest' : draw.pick(LIST_SORTS);
  if (sort !== 'newest' || draw.chance(0.3)) params.set('sort', sort);
  if (draw.chance(0.15)) params.set('days', String(draw.pick(DAYS)));
  const offset = offsetOf(draw, pages);
  if (offset > 0) params.set('offset', String(offset));
  return `/api/bots?${params}`;
}

/** DISTINCT different URLs of one shape, most popular first. */
export function distinctPaths(shape: Shape, bots: number, seed = 17): string[] {
  const draw = drawer(seed, 50);
  const terms = vocabulary();
  const termRank = zipf(terms.length, seededRandom(seed + 1));
  const idRank = zipf(bots, seededRandom(seed + 2));
  const paths = new Set<string>();
  for (let attempt = 0; paths.size < DISTINCT && attempt < DISTINCT * 100; attempt += 1) {
    if (shape === 'search') paths.add(searchPath(draw, terms, draw.rank, termRank));
    else if (shape === 'detail') paths.add(`/api/bots/${1 + ((idRank() * 7919) % bots)}`);
    else paths.add(listPath(draw, draw.rank, shape === 'category'));
  }
  return [...paths];
}

/** The order a round asks them in: Zipf over the distinct URLs (a few are asked very often). */
export function askedInOrder(paths: string[], seed = 23): string[] {
  const rank = zipf(paths.length, seededRandom(seed), 0.8);
  return Array.from({ length: DRAWS }, () => paths[rank()] as string);
}
