import type { BotSort } from '@botdir/contracts';
import type { ListBotsQuery } from './read-store.port';

/** The sorts a listing without search pages through by keyset (`cursor`). */
export type CursorSort = Exclude<BotSort, 'relevance'>;
const CURSOR_SORTS: readonly CursorSort[] = ['newest', 'rating', 'name', 'servers', 'votes'];

/**
 * Where a page ended: the last bot's sort key, id last. newest [createdAt, id]; rating (the
 * Bayesian score, projections/rating-score.ts), servers
 * and votes [value, createdAt, id]; name [nameKey, id]. Votes count this month only.
 */
export interface ListCursor {
  sort: CursorSort;
  key: (string | number)[];
}

/** The sort keys of one bot, from which any sort's cursor is cut. */
export interface SortKeys {
  id: number;
  createdAt: string;
  nameKey: string;
  ratingScore: number;
  serverCount: number;
  votes: number;
}

/** The order a listing without search is in ('relevance' without words is newest). */
export const listSortOf = (query: Pick<ListBotsQuery, 'sort'>): CursorSort =>
  query.sort === undefined || query.sort === 'relevance' ? 'newest' : query.sort;

export function cursorAfter(sort: CursorSort, keys: SortKeys): ListCursor {
  switch (sort) {
    case 'newest':
      return { sort, key: [keys.createdAt, keys.id] };
    case 'name':
      return { sort, key: [keys.nameKey, keys.id] };
    case 'rating':
      return { sort, key: [keys.ratingScore, keys.createdAt, keys.id] };
    case 'servers':
      return { sort, key: [keys.serverCount, keys.createdAt, keys.id] };
    case 'votes':
      return { sort, key: [keys.votes, keys.createdAt, keys.id] };
  }
}

/** Opaque to clients: base64url of the JSON. */
export const encodeCursor = (cursor: ListCursor): string =>
  Buffer.from(JSON.stringify([cursor.sort, ...cursor.key])).toString('base64url');

const SHAPES: Record<CursorSort, ('string' | 'number')[]> = {
  newest: ['string', 'number'],
  name: ['string', 'number'],
  rating: ['number', 'string', 'number'],
  servers: ['number', 'string', 'number'],
  votes: ['number', 'string', 'number'],
};

/** The cursor a page handed out, or null for anything else (edited, truncated, made up). */
export function decodeCursor(text: string): ListCursor | null {
  if (text.length > 400 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const [sort, ...key] = parsed as unknown[];
  const shape = CURSOR_SORTS.find((known) => known === sort);
  if (!shape) return null;
  const types = SHAPES[shape];
  const fits =
    key.length === types.length &&
    key.every((value, index) =>
      types[index] === 'number' ? Number.isSafeInteger(value) : typeof value === 'string',
    );
  return fits ? { sort: shape, key: key as (string | number)[] } : null;
}
