import type { mongo } from 'mongoose';

type Document = mongo.Document;
type AnyBulkWriteOperation<T extends MongoRow> = mongo.AnyBulkWriteOperation<T>;
import { isPublicBot, type BotDoc } from '../projections/bots.projection';
import { nameKeys } from '../projections/name-keys';
import { categorySearchText } from '../projections/search-terms';
import type { WebhookDeliveryDoc } from '../projections/webhook-deliveries.projection';
import type { StaffActivityDoc } from '../projections/staff-activity.projection';
import { onlyChanged, type DocChange, type StoredDoc } from '../projections/run-batch';
import type { ProjectionName } from '../projections/projection';
import { byProjection, type MongoCollections, type MongoRow } from './mongo-collections';
import { mirrorRatings, ratingTotals } from './mongo-ratings';
import type { ReviewDoc } from '../projections/reviews.projection';
import { writeGuarded, type GuardedUpsert } from './mongo-guarded-writes';
import { UNRATED_SCORE } from '../projections/rating-score';
import { searchTerms } from './mongo-search-terms';
import { spellingBucket, vocabularyOf } from '../projections/spelling';

const searchField = (text: string) => searchTerms(text).join(' ');

function botFields(doc: BotDoc): Document {
  const isPublic = isPublicBot(doc);
  const { bot } = doc;
  const keys = nameKeys(bot.name);
  const categoryWords = categorySearchText(bot.categories);
  return {
    status: doc.status,
    isPublic,
    isFeatured: doc.isFeatured,
    ownerId: bot.ownerId,
    createdAt: doc.createdAt,
    nameKey: bot.name.toLowerCase(),
    serverCount: doc.stats?.serverCount ?? 0,
    votesMonth: doc.votes.month,
    monthlyVotes: doc.votes.monthCount,
    nameFolded: keys.folded,
    nameShaped: keys.shaped,
    // Every slug the bot ever held: `/bot/{slug}` resolves current and old ones alike.
    slugs: doc.slugs ?? [],
    categories: isPublic ? [...new Set(bot.categories)] : [],
    search: isPublic
      ? {
          name: searchField(bot.name),
          short: searchField(bot.shortDescription),
          // The text index has one definition; category words ride in its lowest-weight field.
          description: searchField(`${bot.description} ${categoryWords}`),
          tags: searchField(bot.tags.join(' ')),
        }
      : {},
    // Every word must match somewhere (as in SQLite's FTS query), and a match in the name ranks first.
    terms: isPublic
      ? searchTerms(
          [bot.name, bot.shortDescription, bot.description, ...bot.tags, categoryWords].join(' '),
        )
      : [],
    nameTerms: isPublic ? searchTerms(bot.name) : [],
    // The spelling vocabulary (projections/spelling.ts) as `<bucket>:<word>`.
    spelling: isPublic ? vocabularyOf(doc).map((word) => `${spellingBucket(word)}:${word}`) : [],
    vocabulary: isPublic ? vocabularyOf(doc) : [],
  };
}

const EXTRA_FIELDS: Record<string, (doc: never) => Document> = {
  bots: botFields,
  submissions: (doc: { status: string; submitterId: string; sequence: number }) => ({
    status: doc.status,
    submitterId: doc.submitterId,
    sequence: doc.sequence,
  }),
  'invite-activity': (doc: { botId: number; lastDay: string }) => ({
    botId: doc.botId,
    lastDay: doc.lastDay,
  }),
  ratings: (doc: { botId: number }) => ({ botId: doc.botId }),
  analytics: (doc: { botId: number; day: string; votes: number; serverCount: number | null }) => ({
    botId: doc.botId,
    day: doc.day,
    votes: doc.votes,
    serverCount: doc.serverCount,
  }),
  webhooks: () => ({}),
  'webhook-deliveries': (doc: WebhookDeliveryDoc) => ({
    botId: doc.botId,
    status: doc.status,
    nextAttemptAt: doc.nextAttemptAt,
    sequence: doc.sequence,
  }),
  reports: (doc: { botId: number; status: string; sequence: number }) => ({
    botId: doc.botId,
    status: doc.status,
    sequence: doc.sequence,
  }),
  notifications: () => ({}),
  'notification-webhooks': () => ({}),
  'bot-history': () => ({}),
  'developer-pages': () => ({}),
  bans: (doc: { sequence: number }) => ({ sequence: doc.sequence }),
  reviews: (doc: ReviewDoc) => ({
    botId: doc.botId,
    authorId: doc.authorId,
    createdAt: doc.createdAt,
    helpfulCount: doc.helpfulCount,
    hidden: doc.hidden,
    flagCount: doc.flagCount,
  }),
  'staff-activity': (doc: StaffActivityDoc) => ({
    staffId: doc.staffId,
    action: doc.action,
    at: doc.at,
    sequence: doc.sequence,
  }),
  'canned-reasons': (doc: { sequence: number }) => ({ sequence: doc.sequence }),
  'vote-reminders': (doc: { dueAt: string | null }) => ({ dueAt: doc.dueAt }),
};

const idOf = (projection: string, key: string): string | number =>
  projection === 'bots' || projection === 'webhooks' ? Number(key) : key;

/** The write of one document's change: it lands only on an older document (or none). */
export function guardedUpsert(projection: string, key: string, change: DocChange): GuardedUpsert {
  const { after, position } = change;
  const _id = idOf(projection, key);
  const extra = after ? EXTRA_FIELDS[projection]?.(after as never) : { isPublic: false };
  const operation: AnyBulkWriteOperation<MongoRow> = {
    updateOne: {
      filter: {
        _id,
        $or: [{ _position: { $lt: position } }, { _position: { $exists: false } }],
      },
      update: {
        $set: { doc: after, _position: position, ...extra },
        // Votes set the score later (mirrorRatings); a bot nobody rated sorts at the prior.
        ...(projection === 'bots' ? { $setOnInsert: { ratingScore: UNRATED_SCORE } } : {}),
      },
      upsert: true,
    },
  };
  return { _id, position, operation };
}

/**
 * Writes documents guarded by `_position`: a write only lands on an older document, so redelivery
 * and a crash between writes and checkpoint change nothing. A removed document stays as a
 * tombstone (`doc: null`) to keep its guard. With `mirror`, the bots a batch's votes touched then
 * take their totals, aggregated from the stored votes: redelivering the batch aggregates again,
 * so a crash between the two writes loses nothing. Throws unless every write is durable (see
 * writeGuarded), so the caller moves no checkpoint past a write that did not happen.
 */
export async function writeMongoChanges(
  c: MongoCollections,
  changes: ReadonlyMap<string, ReadonlyMap<string, DocChange>>,
  mirror: boolean,
): Promise<void> {
  const collections = byProjection(c);
  for (const [projection, docs] of onlyChanged(changes)) {
    const upserts = [...docs].map(([key, change]) => guardedUpsert(projection, key, change));
    const collection = collections[projection as ProjectionName];
    if (upserts.length > 0) await writeGuarded(collection, upserts);
  }
  const voted = [...(changes.get('ratings')?.keys() ?? [])].map((key) => Number(key.split(':')[0]));
  if (mirror && voted.length > 0) {
    await mirrorRatings(c.bots, await ratingTotals(c.ratings, [...new Set(voted)]));
  }
}

export async function loadMongoDocs(
  c: MongoCollections,
  keys: ReadonlyMap<string, Set<string>>,
): Promise<Map<string, StoredDoc>> {
  const loaded = new Map<string, StoredDoc>();
  const collections = byProjection(c);
  for (const [projection, ids] of keys) {
    const collection = collections[projection as ProjectionName];
    if (!collection || ids.size === 0) continue;
    const filter = { _id: { $in: [...ids].map((key) => idOf(projection, key)) } };
    for await (const row of collection.find(filter, { projection: { doc: 1, _position: 1 } })) {
      loaded.set(`${projection}\u0000${String(row._id)}`, {
        doc: row['doc'],
        position: row['_position'] as number,
      });
    }
  }
  return loaded;
}
