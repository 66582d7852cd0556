import Database from 'better-sqlite3';
import { PROJECTION_NAMES, type ProjectionName } from '../projections/projection';
import { UNRATED_SCORE } from '../projections/rating-score';
import { categoryTableSql, sortIndexes } from './sqlite-sort-keys';

export const SHADOW_PREFIX = 'shadow_';
/**
 * Bumped when the layout changes, or when upcasting changes what old events project to (10:
 * stats clamped to their bounds; 11: look-alike name keys; 12: integration changes in
 * bot history; 13: public bots by Discord application id; 14: the spelling vocabulary; 15: bot slugs, current in
 * the doc and every one ever held in bot_slugs; 16: hidden developer pages, bans, reviews (old
 * votes read as reviews), the staff activity log and canned reasons; 17: vote reminders; 18: co-owners and transfer offers in bot_holders): older read
 * models are dropped and rebuilt from the events.
 */
const SCHEMA_VERSION = 18;

/** Each table's base name and the projection that owns it (none: a row per projection). */
const TABLES = {
  bots: ['bots', 'bots'],
  botCategories: ['bot_categories', 'bots'],
  botsFts: ['bots_fts', 'bots'],
  spellingWords: ['spelling_words', 'bots'],
  botSlugs: ['bot_slugs', 'bots'],
  botHolders: ['bot_holders', 'bots'],
  counters: ['counters', 'bots'],
  submissions: ['submissions', 'submissions'],
  ratings: ['ratings', 'ratings'],
  inviteActivity: ['invite_activity', 'invite-activity'],
  analytics: ['bot_analytics', 'analytics'],
  webhooks: ['webhooks', 'webhooks'],
  webhookDeliveries: ['webhook_deliveries', 'webhook-deliveries'],
  reports: ['reports', 'reports'],
  notifications: ['notifications', 'notifications'],
  notificationWebhooks: ['notification_webhooks', 'notification-webhooks'],
  botHistory: ['bot_history', 'bot-history'],
  developerPages: ['developer_pages', 'developer-pages'],
  bans: ['bans', 'bans'],
  reviews: ['reviews', 'reviews'],
  staffActivity: ['staff_activity', 'staff-activity'],
  cannedReasons: ['canned_reasons', 'canned-reasons'],
  voteReminders: ['vote_reminders', 'vote-reminders'],
  checkpoints: ['checkpoints', null],
  deadLetters: ['dead_letters', null],
  storeMeta: ['read_store_meta', null],
} as const satisfies Record<string, readonly [string, ProjectionName | null]>;

export type TableKey = keyof typeof TABLES;
export type TableNames = Record<TableKey, string>;
const TABLE_KEYS = Object.keys(TABLES) as TableKey[];

/**
 * Table names of a store: the live set, or for a shadow of some projections their tables (and the
 * checkpoints and dead letters) under `shadow_`, the other projections' tables live.
 */
export function tableNames(shadowOf: readonly ProjectionName[] = []): TableNames {
  const shadowed = (owner: ProjectionName | null) =>
    owner === null ? shadowOf.length > 0 : shadowOf.includes(owner);
  const entries = TABLE_KEYS.map((key) => {
    const [base, owner] = TABLES[key];
    return [key, shadowed(owner) ? `${SHADOW_PREFIX}${base}` : base];
  });
  return Object.fromEntries(entries) as TableNames;
}

/** The table keys a projection owns. */
export const tablesOf = (projection: ProjectionName): TableKey[] =>
  TABLE_KEYS.filter((key) => TABLES[key][1] === projection);

/**
 * rank = bm25 with column weights (name, short description, description, tags, categories,
 * facets): categories and facets narrow a search but never lift a rank.
 */
const FTS_RANK = 'bm25(10.0, 4.0, 1.0, 2.0, 0.0, 0.0)';

const TABLE_SQL: Record<TableKey, (n: string) => string> = {
  bots: (n) => `CREATE TABLE ${n} (
    id INTEGER PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL, status TEXT NOT NULL,
    is_public INTEGER NOT NULL, is_featured INTEGER NOT NULL, owner_id TEXT NOT NULL,
    created_at TEXT NOT NULL, name_key TEXT NOT NULL, name_folded TEXT NOT NULL,
    name_shaped TEXT NOT NULL,
    rating INTEGER NOT NULL DEFAULT 0, rating_count INTEGER NOT NULL DEFAULT 0,
    rating_score INTEGER NOT NULL DEFAULT ${UNRATED_SCORE},
    server_count INTEGER NOT NULL DEFAULT 0, votes_month TEXT, monthly_votes INTEGER NOT NULL DEFAULT 0)`,
  // A public bot's row per category, with its sort keys (sqlite-sort-keys.ts).
  botCategories: categoryTableSql,
  botsFts: (n) => `CREATE VIRTUAL TABLE ${n} USING fts5(
    name, short_description, description, tags, categories, facets, content='', contentless_delete=1,
    detail=column, prefix='2 3', tokenize='unicode61 remove_diacritics 2');
    INSERT INTO ${n} (${n}, rank) VALUES ('rank', '${FTS_RANK}')`,
  // A public bot's vocabulary words (projections/spelling.ts), by bucket for the correction.
  spellingWords: (n) => `CREATE TABLE ${n} (bucket TEXT NOT NULL, word TEXT NOT NULL,
    bot_id INTEGER NOT NULL, PRIMARY KEY (bucket, word, bot_id)) WITHOUT ROWID`,
  // Every slug a bot ever held (old ones redirect); a slug two approvals raced for names the lower id.
  botSlugs: (n) => `CREATE TABLE ${n} (slug TEXT NOT NULL, bot_id INTEGER NOT NULL,
    PRIMARY KEY (slug, bot_id)) WITHOUT ROWID`,
  // Who co-owns a bot or is offered it (not the main owner: `bots.owner_id`), for the dashboard.
  botHolders: (n) => `CREATE TABLE ${n} (user_id TEXT NOT NULL, bot_id INTEGER NOT NULL,
    PRIMARY KEY (user_id, bot_id)) WITHOUT ROWID`,
  counters: (n) => `CREATE TABLE ${n} (key TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID`,
  // Keyed by sequence (the BotSubmitted position): rows append in order, large docs stay off the key.
  submissions: (n) => `CREATE TABLE ${n} (
    sequence INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL,
    position INTEGER NOT NULL, status TEXT NOT NULL, submitter_id TEXT NOT NULL)`,
  ratings: (n) => `CREATE TABLE ${n} (bot_id INTEGER PRIMARY KEY, doc TEXT NOT NULL,
    position INTEGER NOT NULL, rating INTEGER NOT NULL, rating_count INTEGER NOT NULL,
    rating_score INTEGER NOT NULL)`,
  inviteActivity: (n) => `CREATE TABLE ${n} (
    bot_id INTEGER NOT NULL, visitor TEXT NOT NULL, last_day TEXT NOT NULL,
    position INTEGER NOT NULL, PRIMARY KEY (bot_id, visitor)) WITHOUT ROWID`,
  analytics: (n) => `CREATE TABLE ${n} (
    bot_id INTEGER NOT NULL, day TEXT NOT NULL, doc TEXT NOT NULL, position INTEGER NOT NULL,
    votes INTEGER NOT NULL, server_count INTEGER, PRIMARY KEY (bot_id, day)) WITHOUT ROWID`,
  webhooks: (n) => `CREATE TABLE ${n} (
    bot_id INTEGER PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL)`,
  webhookDeliveries: (n) => `CREATE TABLE ${n} (
    sequence INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL,
    position INTEGER NOT NULL, bot_id INTEGER NOT NULL, status TEXT NOT NULL,
    next_attempt_at TEXT)`,
  reports: (n) => `CREATE TABLE ${n} (
    sequence INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL,
    position INTEGER NOT NULL, status TEXT NOT NULL)`,
  notifications: (n) => `CREATE TABLE ${n} (
    user_id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID`,
  notificationWebhooks: (n) => `CREATE TABLE ${n} (
    user_id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID`,
  botHistory: (n) => `CREATE TABLE ${n} (
    bot_id INTEGER PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL)`,
  developerPages: (n) => `CREATE TABLE ${n} (
    user_id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID`,
  bans: (n) => `CREATE TABLE ${n} (
    user_id TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL,
    sequence INTEGER NOT NULL) WITHOUT ROWID`,
  reviews: (n) => `CREATE TABLE ${n} (
    id TEXT PRIMARY KEY, bot_id INTEGER NOT NULL, author_id TEXT NOT NULL, doc TEXT NOT NULL,
    position INTEGER NOT NULL, created_at TEXT NOT NULL, helpful_count INTEGER NOT NULL,
    hidden INTEGER NOT NULL, flag_count INTEGER NOT NULL) WITHOUT ROWID`,
  // A row per staff action, keyed by its event's position: the log pages newest first by it.
  staffActivity: (n) => `CREATE TABLE ${n} (
    sequence INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL,
    position INTEGER NOT NULL, staff_id TEXT NOT NULL, action TEXT NOT NULL, at TEXT NOT NULL)`,
  cannedReasons: (n) => `CREATE TABLE ${n} (
    sequence INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL,
    position INTEGER NOT NULL)`,
  voteReminders: (n) => `CREATE TABLE ${n} (
    key TEXT PRIMARY KEY, doc TEXT NOT NULL, position INTEGER NOT NULL, due_at TEXT) WITHOUT ROWID`,
  checkpoints: (n) =>
    `CREATE TABLE ${n} (projection TEXT PRIMARY KEY, position INTEGER NOT NULL) WITHOUT ROWID`,
  deadLetters: (n) => `CREATE TABLE ${n} (
    projection TEXT NOT NULL, position INTEGER NOT NULL, event_id TEXT NOT NULL, type TEXT NOT NULL,
    error TEXT NOT NULL, at TEXT NOT NULL, event TEXT NOT NULL,
    PRIMARY KEY (projection, position)) WITHOUT ROWID`,
  storeMeta: (n) => `CREATE TABLE ${n} (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID`,
};

/** Public listings read partial indexes over public bots only: smaller, and cheaper to write. */
const PUBLIC = 'WHERE is_public = 1';
/** The listing's Discord application id, as its expression index and its lookup spell it. */
export const APPLICATION_ID = "json_extract(doc, '$.bot.discordAppId')";
export const NAME_CLAIMS = "WHERE status IN ('live', 'pending')";
const SORTED = sortIndexes(PUBLIC);
const INDEX_SQL: Partial<Record<TableKey, [string, string][]>> = {
  bots: [
    ...SORTED.bots,
    ['featured', `(created_at, id) ${PUBLIC} AND is_featured = 1`],
    ['owner', '(owner_id)'],
    // Names are unique among live and pending bots by these keys (see projections/name-keys.ts).
    ['name_folded', `(name_folded) ${NAME_CLAIMS}`],
    ['name_shaped', `(name_shaped) ${NAME_CLAIMS}`],
    // `/bot/{application id}`: the live listing of a Discord application (at most one).
    ['application', `(${APPLICATION_ID}) ${PUBLIC}`],
  ],
  botCategories: [['bot', '(id)'], ...SORTED.categories],
  spellingWords: [
    ['bot', '(bot_id)'],
    ['word', '(word)'],
  ],
  submissions: [
    ['status', '(status, sequence)'],
    ['submitter', '(submitter_id, sequence)'],
  ],
  inviteActivity: [['day', '(last_day, bot_id)']],
  reports: [['status', '(status, sequence)']],
  bans: [['sequence', '(sequence)']],
  reviews: [
    ['newest', '(bot_id, hidden, created_at, id)'],
    ['helpful', '(bot_id, hidden, helpful_count, created_at, id)'],
    ['author', '(bot_id, author_id)'],
    ['flagged', '(created_at) WHERE flag_count > 0 AND hidden = 0'],
  ],
  staffActivity: [
    ['staff', '(staff_id, sequence)'],
    ['action', '(action, sequence)'],
  ],
  analytics: [['day', '(day, bot_id) WHERE votes > 0']],
  voteReminders: [['due', '(due_at) WHERE due_at IS NOT NULL']],
  webhookDeliveries: [
    ['bot', '(bot_id, sequence)'],
    ['due', "(next_attempt_at) WHERE status IN ('pending', 'sending')"],
  ],
};

export const tableExists = (db: Database.Database, name: string): boolean =>
  db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(name) !== undefined;

export function createTable(db: Database.Database, key: TableKey, name: string): void {
  db.exec(TABLE_SQL[key](name));
}

/**
 * Secondary indexes of one table. Index names carry a generation, because a promoted shadow table
 * keeps its index names under its new name and the next shadow must not collide with them.
 */
export function createIndexes(db: Database.Database, key: TableKey, name: string): void {
  const generation = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  for (const [suffix, definition] of INDEX_SQL[key] ?? []) {
    db.exec(`CREATE INDEX ${name}_${suffix}_${generation} ON ${name} ${definition}`);
  }
}

/** Creates the live tables that are missing; an older layout is dropped first (it is rebuildable). */
export function ensureLiveSchema(db: Database.Database): void {
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    const live = tableNames();
    if (version !== SCHEMA_VERSION) {
      const shadow = tableNames([...PROJECTION_NAMES]);
      for (const key of TABLE_KEYS) {
        db.exec(`DROP TABLE IF EXISTS ${live[key]}; DROP TABLE IF EXISTS ${shadow[key]}`);
      }
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    }
    for (const key of TABLE_KEYS) {
      if (tableExists(db, live[key])) continue;
      createTable(db, key, live[key]);
      createIndexes(db, key, live[key]);
    }
  }).immediate();
}

/** SQLite's own checkpoint threshold for the read store, in pages (4 KiB). */
export const AUTOCHECKPOINT_PAGES = 10_000;

/**
 * The WAL's size on disk after SQLite restarts it from its start. A long write (a replay, a bulk
 * load) can grow it to the backstop's ~100 MB; without a limit the file keeps that size. Above the
 * checkpoint thread's restart size (wal-checkpointer.ts): a truncation under steady load cost the
 * api's event loop 30-40 ms a time.
 */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

/** Opens the shared file; the read store is rebuildable, so commits skip the fsync. */
export function openDatabase(path: string): Database.Database {
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -65536');
  db.pragma('temp_store = MEMORY');
  // Checkpoint the WAL every ~40 MB rather than every 4 MB: far fewer syncs during a rebuild. A
  // store with a checkpoint thread (wal-checkpointer.ts) turns this off while the thread runs.
  db.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  db.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  ensureLiveSchema(db);
  return db;
}
