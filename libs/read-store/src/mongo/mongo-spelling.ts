import type { BotPage, ListBotsQuery } from '../read-store.port';
import {
  BUCKET_CANDIDATES,
  BUCKET_SCAN,
  correctedWords,
  spellingBuckets,
  spellingWordsOf,
  type SpellingCandidate,
} from '../projections/spelling';
import type { MongoCollections } from './mongo-collections';

/** A bucket's most used words, among the first BUCKET_SCAN public bots holding one. */
async function candidates(c: MongoCollections, bucket: string): Promise<SpellingCandidate[]> {
  // A bucket is letters and digits only (the vocabulary's words), so the pattern is literal.
  const inBucket = { $regex: `^${bucket}:` };
  const rows = await c.bots
    .aggregate<{ _id: string; bots: number }>([
      { $match: { isPublic: true, spelling: inBucket } },
      { $limit: BUCKET_SCAN },
      { $project: { spelling: 1 } },
      { $unwind: '$spelling' },
      { $match: { spelling: inBucket } },
      { $group: { _id: '$spelling', bots: { $sum: 1 } } },
      { $sort: { bots: -1, _id: 1 } },
      { $limit: BUCKET_CANDIDATES },
    ])
    .toArray();
  return rows.map((row) => ({ word: row._id.slice(bucket.length + 1), bots: row.bots }));
}

/** A search that found nothing, answered for its corrected words (projections/spelling.ts). */
export async function correctedPage(
  c: MongoCollections,
  query: ListBotsQuery,
  page: BotPage,
  list: (q: ListBotsQuery) => Promise<BotPage>,
): Promise<BotPage> {
  if (page.total > 0 || !query.search || query.exactSearch) return page;
  const words = spellingWordsOf(query.search);
  const buckets = spellingBuckets(words);
  const found = await Promise.all(buckets.map((bucket) => candidates(c, bucket)));
  const byBucket = new Map(buckets.map((bucket, i) => [bucket, found[i] ?? []]));
  const corrected = correctedWords(words, (bucket) => byBucket.get(bucket) ?? []);
  if (corrected === null) return page;
  const didYouMean = corrected.join(' ');
  const retried = await list({ ...query, search: didYouMean });
  return retried.total > 0 ? { ...retried, didYouMean } : page;
}
