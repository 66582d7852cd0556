import type { Connection, mongo } from 'mongoose';
import type { ProjectionName } from '../projections/projection';

/** Every stored row: a projection's document with its key, guard position and index fields. */
export interface MongoRow {
  _id: string | number;
  [field: string]: unknown;
}

export const MONGO_SHADOW_PREFIX = 'shadow_';

/** The collection each projection owns; checkpoints and dead letters hold a row per projection. */
export const MONGO_COLLECTION_OF: Record<ProjectionName, string> = {
  bots: 'bots',
  submissions: 'submissions',
  ratings: 'ratings',
  'invite-activity': 'invite_activity',
  analytics: 'bot_analytics',
  webhooks: 'webhooks',
  'webhook-deliveries': 'webhook_deliveries',
};

/**
 * The live collections, or for a shadow of some projections their collections (and checkpoints and
 * dead letters) under `shadow_`, the other projections' collections live.
 */
export function mongoCollections(connection: Connection, shadowOf: readonly ProjectionName[] = []) {
  const named = (name: string, shadowed: boolean) =>
    connection.collection(
      `${shadowed ? MONGO_SHADOW_PREFIX : ''}${name}`,
    ) as unknown as mongo.Collection<MongoRow>;
  const owned = (projection: ProjectionName) =>
    named(MONGO_COLLECTION_OF[projection], shadowOf.includes(projection));
  return {
    bots: owned('bots'),
    submissions: owned('submissions'),
    ratings: owned('ratings'),
    inviteActivity: owned('invite-activity'),
    analytics: owned('analytics'),
    webhooks: owned('webhooks'),
    webhookDeliveries: owned('webhook-deliveries'),
    checkpoints: named('checkpoints', shadowOf.length > 0),
    deadLetters: named('dead_letters', shadowOf.length > 0),
  };
}

export type MongoCollections = ReturnType<typeof mongoCollections>;

/** Each projection's collection, by projection name. */
export function byProjection(c: MongoCollections): Record<string, MongoCollections['bots']> {
  return {
    bots: c.bots,
    submissions: c.submissions,
    ratings: c.ratings,
    'invite-activity': c.inviteActivity,
    analytics: c.analytics,
    webhooks: c.webhooks,
    'webhook-deliveries': c.webhookDeliveries,
  };
}

/** Text weights mirror the SQLite bm25 weights: a name match ranks first. */
export async function ensureMongoIndexes(c: MongoCollections): Promise<void> {
  await c.bots.createIndex(
    {
      'search.name': 'text',
      'search.short': 'text',
      'search.description': 'text',
      'search.tags': 'text',
    },
    {
      weights: { 'search.name': 10, 'search.short': 4, 'search.description': 1, 'search.tags': 2 },
      default_language: 'none',
      name: 'bots_text',
    },
  );
  await c.bots.createIndex({ isPublic: 1, createdAt: -1, _id: -1 });
  await c.bots.createIndex({ isPublic: 1, rating: -1, createdAt: -1, _id: -1 });
  await c.bots.createIndex({ isPublic: 1, nameKey: 1, _id: 1 });
  await c.bots.createIndex({ isPublic: 1, serverCount: -1, createdAt: -1, _id: -1 });
  await c.bots.createIndex({ isPublic: 1, categories: 1, createdAt: -1 });
  await c.bots.createIndex({ ownerId: 1 });
  // Name clashes (projections/name-keys.ts): one lookup per key, narrowed to live and pending.
  await c.bots.createIndex({ nameFolded: 1, status: 1 });
  await c.bots.createIndex({ nameShaped: 1, status: 1 });
  await c.submissions.createIndex({ status: 1, sequence: -1 });
  await c.submissions.createIndex({ submitterId: 1, sequence: -1 });
  await c.submissions.createIndex({ sequence: -1 });
  await c.inviteActivity.createIndex({ lastDay: 1, botId: 1 });
  await c.analytics.createIndex({ botId: 1, day: 1 });
  await c.analytics.createIndex(
    { day: 1, botId: 1 },
    { partialFilterExpression: { votes: { $gt: 0 } } },
  );
  await c.webhookDeliveries.createIndex({ botId: 1, sequence: -1 });
  await c.webhookDeliveries.createIndex({ status: 1, nextAttemptAt: 1 });
}
