import type { Connection, mongo } from 'mongoose';

/** Every stored row: a projection's document with its key, guard position and index fields. */
export interface MongoRow {
  _id: string | number;
  [field: string]: unknown;
}

/** Collection names under a prefix, so a replay can build `shadow_*` beside the live set. */
export function mongoCollections(connection: Connection, prefix = '') {
  const named = (name: string) =>
    connection.collection(`${prefix}${name}`) as unknown as mongo.Collection<MongoRow>;
  return {
    bots: named('bots'),
    submissions: named('submissions'),
    ratings: named('ratings'),
    inviteActivity: named('invite_activity'),
    checkpoints: named('checkpoints'),
    deadLetters: named('dead_letters'),
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
  await c.bots.createIndex({ isPublic: 1, categories: 1, createdAt: -1 });
  await c.bots.createIndex({ ownerId: 1 });
  await c.submissions.createIndex({ status: 1, sequence: -1 });
  await c.submissions.createIndex({ submitterId: 1, sequence: -1 });
  await c.submissions.createIndex({ sequence: -1 });
  await c.inviteActivity.createIndex({ lastDay: 1, botId: 1 });
}
