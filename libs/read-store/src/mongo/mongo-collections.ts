import type { Connection, mongo } from 'mongoose';
import type { ProjectionName } from '../projections/projection';
import { LISTING_ORDERS } from './mongo-sort-orders';

/** Every stored row: a projection's document with its key, guard position and index fields. */
export interface MongoRow {
  _id: string | number;
  [field: string]: unknown;
}

export type MongoCollection = mongo.Collection<MongoRow>;
export type Generations = Partial<Record<ProjectionName, string>>;

/** The base name of the collections each projection owns, one set per generation. */
export const MONGO_COLLECTION_OF: Record<ProjectionName, string> = {
  bots: 'bots',
  submissions: 'submissions',
  ratings: 'rating_votes',
  'invite-activity': 'invite_activity',
  analytics: 'bot_analytics',
  webhooks: 'webhooks',
  'webhook-deliveries': 'webhook_deliveries',
  reports: 'reports',
  notifications: 'notifications',
  'notification-webhooks': 'notification_webhooks',
  'bot-history': 'bot_history',
  'developer-pages': 'developer_pages',
  bans: 'bans',
  reviews: 'reviews',
  'staff-activity': 'staff_activity',
  'canned-reasons': 'canned_reasons',
  'vote-reminders': 'vote_reminders',
};

/** `bots_g…`: a projection's collection in one generation (a full build of that read model). */
export const collectionName = (projection: ProjectionName, generation: string): string =>
  `${MONGO_COLLECTION_OF[projection]}_${generation}`;

/** The read-model state documents and the dead letters, shared by every generation. */
export const stateCollection = (connection: Connection): MongoCollection =>
  connection.collection('read_model_state') as unknown as MongoCollection;
export const deadLetterCollection = (connection: Connection): MongoCollection =>
  connection.collection('dead_letters') as unknown as MongoCollection;

/** The collections of one view of the read models: each projection at its generation. */
export function mongoCollections(connection: Connection, generations: Required<Generations>) {
  const owned = (projection: ProjectionName) =>
    connection.collection(
      collectionName(projection, generations[projection]),
    ) as unknown as MongoCollection;
  return {
    generations,
    bots: owned('bots'),
    submissions: owned('submissions'),
    ratings: owned('ratings'),
    inviteActivity: owned('invite-activity'),
    analytics: owned('analytics'),
    webhooks: owned('webhooks'),
    webhookDeliveries: owned('webhook-deliveries'),
    reports: owned('reports'),
    notifications: owned('notifications'),
    notificationWebhooks: owned('notification-webhooks'),
    botHistory: owned('bot-history'),
    developerPages: owned('developer-pages'),
    bans: owned('bans'),
    reviews: owned('reviews'),
    staffActivity: owned('staff-activity'),
    cannedReasons: owned('canned-reasons'),
    voteReminders: owned('vote-reminders'),
    deadLetters: deadLetterCollection(connection),
  };
}

export type MongoCollections = ReturnType<typeof mongoCollections>;

/** Each projection's collection, by projection name. */
export function byProjection(c: MongoCollections): Record<ProjectionName, MongoCollection> {
  return {
    bots: c.bots,
    submissions: c.submissions,
    ratings: c.ratings,
    'invite-activity': c.inviteActivity,
    analytics: c.analytics,
    webhooks: c.webhooks,
    'webhook-deliveries': c.webhookDeliveries,
    reports: c.reports,
    notifications: c.notifications,
    'notification-webhooks': c.notificationWebhooks,
    'bot-history': c.botHistory,
    'developer-pages': c.developerPages,
    bans: c.bans,
    reviews: c.reviews,
    'staff-activity': c.staffActivity,
    'canned-reasons': c.cannedReasons,
    'vote-reminders': c.voteReminders,
  };
}

/** Text weights mirror the SQLite bm25 weights: a name match ranks first. */
async function ensureBotIndexes(bots: MongoCollection): Promise<void> {
  await bots.createIndex(
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
  for (const order of Object.values(LISTING_ORDERS)) {
    await bots.createIndex({ isPublic: 1, ...order });
    // Equality on one category, then the sort: a category page walks this index in order.
    await bots.createIndex({ isPublic: 1, categories: 1, ...order });
  }
  await bots.createIndex({ ownerId: 1 });
  // The dashboard's bots a user co-owns or is offered: each branch of its $or on an index.
  await bots.createIndex({ 'doc.coOwnerIds': 1 }, { sparse: true });
  await bots.createIndex({ 'doc.transferOfferedTo': 1 }, { sparse: true });
  await bots.createIndex({ spelling: 1 });
  await bots.createIndex({ vocabulary: 1 });
  // Name clashes (projections/name-keys.ts): one lookup per key, narrowed to live and pending.
  await bots.createIndex({ nameFolded: 1, status: 1 });
  await bots.createIndex({ nameShaped: 1, status: 1 });
  // `/bot/{slug}`: whichever bot ever held the slug.
  await bots.createIndex({ slugs: 1 });
  // `/bot/{application id}`: the live listing of a Discord application.
  await bots.createIndex(
    { 'doc.bot.discordAppId': 1 },
    { partialFilterExpression: { isPublic: true } },
  );
}

/** Indexes of one projection's collection in one generation. */
export async function ensureMongoIndexes(
  c: MongoCollections,
  projection: ProjectionName,
): Promise<void> {
  if (projection === 'bots') await ensureBotIndexes(c.bots);
  if (projection === 'submissions') {
    await c.submissions.createIndex({ status: 1, sequence: -1 });
    await c.submissions.createIndex({ submitterId: 1, sequence: -1 });
    await c.submissions.createIndex({ sequence: -1 });
  }
  if (projection === 'ratings') await c.ratings.createIndex({ botId: 1 });
  if (projection === 'invite-activity') {
    await c.inviteActivity.createIndex({ lastDay: 1, botId: 1 });
  }
  if (projection === 'analytics') {
    await c.analytics.createIndex({ botId: 1, day: 1 });
    await c.analytics.createIndex(
      { day: 1, botId: 1 },
      { partialFilterExpression: { votes: { $gt: 0 } } },
    );
  }
  if (projection === 'reports') await c.reports.createIndex({ status: 1, sequence: -1 });
  if (projection === 'bans') await c.bans.createIndex({ sequence: -1 });
  if (projection === 'reviews') {
    await c.reviews.createIndex({ botId: 1, hidden: 1, createdAt: -1, _id: -1 });
    await c.reviews.createIndex({ botId: 1, hidden: 1, helpfulCount: -1, createdAt: -1, _id: -1 });
    await c.reviews.createIndex({ botId: 1, authorId: 1 });
    await c.reviews.createIndex({ flagCount: 1, hidden: 1, createdAt: -1 });
  }
  if (projection === 'staff-activity') {
    await c.staffActivity.createIndex({ sequence: -1 });
    await c.staffActivity.createIndex({ staffId: 1, sequence: -1 });
    await c.staffActivity.createIndex({ action: 1, sequence: -1 });
  }
  if (projection === 'vote-reminders') {
    await c.voteReminders.createIndex(
      { dueAt: 1 },
      { partialFilterExpression: { dueAt: { $type: 'string' } } },
    );
  }
  if (projection === 'webhook-deliveries') {
    await c.webhookDeliveries.createIndex({ botId: 1, sequence: -1 });
    await c.webhookDeliveries.createIndex({ status: 1, nextAttemptAt: 1 });
  }
}
