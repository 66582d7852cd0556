import type { SearchSuggestions } from '../read-store.port';
import type { BotDoc } from '../projections/bots.projection';
import { BUCKET_SCAN, prefixEnd, suggestedPrefix } from '../projections/spelling';
import type { MongoCollections } from './mongo-collections';

/** The navbar's suggestions: two index range reads (names, vocabulary words), each bounded. */
export async function mongoSuggestions(
  c: MongoCollections,
  text: string,
  limit: number,
): Promise<SearchSuggestions> {
  const name = text.trim().toLowerCase();
  const word = suggestedPrefix(text);
  const [bots, terms] = await Promise.all([
    name === '' ? [] : botsNamed(c, name, limit),
    word === null ? [] : termsStarting(c, word, limit),
  ]);
  return { bots, terms };
}

async function botsNamed(c: MongoCollections, prefix: string, limit: number) {
  const rows = await c.bots
    .find({ isPublic: true, nameKey: { $gte: prefix, $lt: prefixEnd(prefix) } })
    .sort({ nameKey: 1, _id: 1 })
    .limit(limit)
    .project<{ doc: BotDoc }>({ 'doc.id': 1, 'doc.bot.name': 1 })
    .toArray();
  return rows.map((row) => ({ id: row.doc.id, name: row.doc.bot.name }));
}

async function termsStarting(c: MongoCollections, prefix: string, limit: number) {
  const inRange = { $gte: prefix, $lt: prefixEnd(prefix) };
  const rows = await c.bots
    .aggregate<{ _id: string }>([
      { $match: { isPublic: true, vocabulary: inRange } },
      { $limit: BUCKET_SCAN },
      { $project: { vocabulary: 1 } },
      { $unwind: '$vocabulary' },
      { $match: { vocabulary: inRange } },
      { $group: { _id: '$vocabulary', bots: { $sum: 1 } } },
      { $sort: { bots: -1, _id: 1 } },
      { $limit: limit },
    ])
    .toArray();
  return rows.map((row) => row._id);
}
