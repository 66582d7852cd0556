import type { mongo } from 'mongoose';
import { cursorAfter, encodeCursor, type CursorSort, type ListCursor } from '../listing-cursor';
import { UNRATED_SCORE } from '../projections/rating-score';

type Document = mongo.Document;

/** Each sort's fields in order, with their direction; the value field of votes is computed. */
const FIELDS: Record<CursorSort, [string, 1 | -1][]> = {
  newest: [
    ['createdAt', -1],
    ['_id', -1],
  ],
  name: [
    ['nameKey', 1],
    ['_id', 1],
  ],
  rating: [
    ['ratingScore', -1],
    ['createdAt', -1],
    ['_id', -1],
  ],
  servers: [
    ['serverCount', -1],
    ['createdAt', -1],
    ['_id', -1],
  ],
  votes: [
    ['thisMonth', -1],
    ['createdAt', -1],
    ['_id', -1],
  ],
};

/** The documents after the cursor in its sort: (a, b, id) < (x, y, z) spelled out as an $or. */
export function afterCursor(cursor: ListCursor): Document {
  const fields = FIELDS[cursor.sort];
  const branches = fields.map(([field, direction], index) => {
    const equal = Object.fromEntries(
      fields.slice(0, index).map(([name], at) => [name, cursor.key[at]]),
    );
    return { ...equal, [field]: { [direction === 1 ? '$gt' : '$lt']: cursor.key[index] } };
  });
  return { $or: branches };
}

/** The cursor of the page after this (last) row; votes are this month's (`thisMonth`). */
export function cursorOfRow(sort: CursorSort, row: Document): string {
  return encodeCursor(
    cursorAfter(sort, {
      id: row['_id'] as number,
      createdAt: row['createdAt'] as string,
      nameKey: row['nameKey'] as string,
      ratingScore: (row['ratingScore'] as number | undefined) ?? UNRATED_SCORE,
      serverCount: (row['serverCount'] as number | undefined) ?? 0,
      votes: (row['thisMonth'] as number | undefined) ?? 0,
    }),
  );
}
