import type { mongo } from 'mongoose';
import type { ListBotsQuery } from '../read-store.port';
import type { MongoCollection } from './mongo-collections';

type Document = mongo.Document;

/** The columns a listing reads (and the sort keys its cursor is cut from). */
export const LISTED = {
  doc: 1,
  rating: 1,
  ratingCount: 1,
  ratingScore: 1,
  createdAt: 1,
  nameKey: 1,
  serverCount: 1,
  thisMonth: 1,
} as const;

/**
 * A page in an order no index gives (text score, this month's votes): `stages` match the bots and
 * `keys` computes the sort keys, then only `_id` and those keys are sorted, never whole documents
 * (a bot's row holds its listing and search terms: sorting thousands of them passes the server's
 * in-memory sort limit and copies megabytes per search). The page's rows are read afterwards by
 * id, with the computed keys (`thisMonth` cuts the votes cursor).
 */
export async function sortedPage(
  bots: MongoCollection,
  stages: Document[],
  keys: Document,
  sort: Document,
  query: Pick<ListBotsQuery, 'offset' | 'limit'>,
): Promise<Document[]> {
  const page = await bots
    .aggregate([
      ...stages,
      { $project: { ...keys, createdAt: 1 } },
      { $sort: sort },
      { $skip: query.offset },
      { $limit: query.limit },
    ])
    .toArray();
  if (page.length === 0) return [];
  const ids = page.map((row) => row['_id'] as number);
  const rows = await bots.find({ _id: { $in: ids } }, { projection: LISTED }).toArray();
  const byId = new Map(rows.map((row) => [row._id, row]));
  // A bot removed between the two reads drops out of the page.
  return page.flatMap((keyed) => {
    const row = byId.get(keyed['_id'] as number);
    return row ? [{ ...row, ...keyed }] : [];
  });
}
