import type Database from 'better-sqlite3';
import type { AnalyticsDoc } from '../projections/analytics.projection';
import type { InviteActivityDoc } from '../projections/invite-activity.projection';
import type { RatingDoc } from '../projections/ratings.projection';
import { ratingScoreOfVotes } from '../projections/rating-score';
import { onlyChanged, type DocChange, type StoredDoc } from '../projections/run-batch';
import type { SubmissionDoc } from '../projections/submissions.projection';
import type { WebhookDeliveryDoc } from '../projections/webhook-deliveries.projection';
import { SqliteBotWriter } from './sqlite-bot-writer';
import { reviewWriters } from './sqlite-review-writers';
import type { TableNames } from './sqlite-schema';
import { categoryKeysSyncSql } from './sqlite-sort-keys';

type Row = Record<string, unknown> | undefined;

export interface DocStoreOptions {
  /** A replay writes full-text and category rows in bulk at the end. */
  deferSearch: boolean;
  /** Copy ratings onto bot rows; off when only one of the two is being replayed. */
  mirrorRatings: boolean;
}

/** Loads and writes every projection's documents; runs inside the caller's transaction. */
export class SqliteDocStore {
  readonly bots: SqliteBotWriter;
  private readonly loaders: Record<string, (key: string) => StoredDoc | null>;
  private readonly writers: Record<string, (key: string, change: DocChange) => void>;

  constructor(db: Database.Database, t: TableNames, options: DocStoreOptions) {
    this.bots = new SqliteBotWriter(db, t, options.deferSearch);
    const docOf = (row: Row): StoredDoc | null =>
      row ? { doc: JSON.parse(row['doc'] as string), position: row['position'] as number } : null;
    const bot = db.prepare(`SELECT doc, position FROM ${t.bots} WHERE id = ?`);
    const submission = db.prepare(`SELECT doc, position FROM ${t.submissions} WHERE id = ?`);
    const rating = db.prepare(`SELECT doc, position FROM ${t.ratings} WHERE bot_id = ?`);
    const activity = db.prepare(
      `SELECT json_object('botId', bot_id, 'visitor', visitor, 'lastDay', last_day) AS doc, position
       FROM ${t.inviteActivity} WHERE bot_id = ? AND visitor = ?`,
    );
    const analytics = db.prepare(
      `SELECT doc, position FROM ${t.analytics} WHERE bot_id = ? AND day = ?`,
    );
    const webhook = db.prepare(`SELECT doc, position FROM ${t.webhooks} WHERE bot_id = ?`);
    const delivery = db.prepare(`SELECT doc, position FROM ${t.webhookDeliveries} WHERE id = ?`);
    const report = db.prepare(`SELECT doc, position FROM ${t.reports} WHERE id = ?`);
    const inbox = db.prepare(`SELECT doc, position FROM ${t.notifications} WHERE user_id = ?`);
    const notificationWebhook = db.prepare(
      `SELECT doc, position FROM ${t.notificationWebhooks} WHERE user_id = ?`,
    );
    const history = db.prepare(`SELECT doc, position FROM ${t.botHistory} WHERE bot_id = ?`);
    const developerPage = db.prepare(
      `SELECT doc, position FROM ${t.developerPages} WHERE user_id = ?`,
    );
    const bans = db.prepare(`SELECT doc, position FROM ${t.bans} WHERE user_id = ?`);
    const review = db.prepare(`SELECT doc, position FROM ${t.reviews} WHERE id = ?`);
    const staffAction = db.prepare(`SELECT doc, position FROM ${t.staffActivity} WHERE id = ?`);
    const reason = db.prepare(`SELECT doc, position FROM ${t.cannedReasons} WHERE id = ?`);
    const reminder = db.prepare(`SELECT doc, position FROM ${t.voteReminders} WHERE key = ?`);
    this.loaders = {
      bots: (key) => docOf(bot.get(Number(key)) as Row),
      submissions: (key) => docOf(submission.get(key) as Row),
      ratings: (key) => docOf(rating.get(Number(key)) as Row),
      'invite-activity': (key) => docOf(activity.get(...splitActivityKey(key)) as Row),
      analytics: (key) => docOf(analytics.get(...splitActivityKey(key)) as Row),
      webhooks: (key) => docOf(webhook.get(Number(key)) as Row),
      'webhook-deliveries': (key) => docOf(delivery.get(key) as Row),
      reports: (key) => docOf(report.get(key) as Row),
      notifications: (key) => docOf(inbox.get(key) as Row),
      'notification-webhooks': (key) => docOf(notificationWebhook.get(key) as Row),
      'bot-history': (key) => docOf(history.get(Number(key)) as Row),
      'developer-pages': (key) => docOf(developerPage.get(key) as Row),
      bans: (key) => docOf(bans.get(key) as Row),
      reviews: (key) => docOf(review.get(key) as Row),
      'staff-activity': (key) => docOf(staffAction.get(key) as Row),
      'canned-reasons': (key) => docOf(reason.get(key) as Row),
      'vote-reminders': (key) => docOf(reminder.get(key) as Row),
    };
    this.writers = {
      submissions: this.submissionWriter(db, t),
      ratings: this.ratingWriter(db, t, options.mirrorRatings),
      'invite-activity': this.activityWriter(db, t),
      analytics: this.analyticsWriter(db, t),
      webhooks: this.webhookWriter(db, t),
      'webhook-deliveries': this.deliveryWriter(db, t),
      ...reviewWriters(db, t),
    };
  }

  load = (projection: string, key: string): StoredDoc | null =>
    this.loaders[projection]?.(key) ?? null;

  write(allChanges: ReadonlyMap<string, ReadonlyMap<string, DocChange>>): void {
    const changes = onlyChanged(allChanges);
    // Bots first: a new bot row picks up ratings already stored, and ratings then update it.
    const botChanges = changes.get('bots');
    if (botChanges) this.bots.write(botChanges);
    for (const [projection, docs] of changes) {
      const writer = this.writers[projection];
      if (writer) for (const [key, change] of docs) writer(key, change);
    }
  }

  private submissionWriter(db: Database.Database, t: TableNames) {
    const upsert = db.prepare(`
      INSERT INTO ${t.submissions} (id, doc, position, status, submitter_id, sequence)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position,
        status = excluded.status, submitter_id = excluded.submitter_id`);
    const remove = db.prepare(`DELETE FROM ${t.submissions} WHERE id = ?`);
    return (key: string, { after, position }: DocChange) => {
      const doc = after as SubmissionDoc | null;
      if (!doc) return void remove.run(key);
      upsert.run(key, JSON.stringify(doc), position, doc.status, doc.submitterId, doc.sequence);
    };
  }

  private ratingWriter(db: Database.Database, t: TableNames, mirrorRatings: boolean) {
    const upsert = db.prepare(`
      INSERT INTO ${t.ratings} (bot_id, doc, position, rating, rating_count, rating_score)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (bot_id) DO UPDATE SET doc = excluded.doc, position = excluded.position,
        rating = excluded.rating, rating_count = excluded.rating_count,
        rating_score = excluded.rating_score`);
    const mirror = db.prepare(
      `UPDATE ${t.bots} SET rating = ?, rating_count = ?, rating_score = ? WHERE id = ?`,
    );
    const mirrorInCategories = db.prepare(categoryKeysSyncSql(t, 'one'));
    return (key: string, { after, position }: DocChange) => {
      const doc = after as RatingDoc;
      const totals = [doc.rating, doc.ratingCount, ratingScoreOfVotes(doc.votes)];
      upsert.run(Number(key), JSON.stringify(doc), position, ...totals);
      if (!mirrorRatings) return;
      mirror.run(...totals, Number(key));
      mirrorInCategories.run(Number(key));
    };
  }

  private analyticsWriter(db: Database.Database, t: TableNames) {
    const upsert = db.prepare(`
      INSERT INTO ${t.analytics} (bot_id, day, doc, position, votes, server_count)
      VALUES (?, ?, ?, ?, ?, ?)
      ON CONFLICT (bot_id, day) DO UPDATE SET doc = excluded.doc, position = excluded.position,
        votes = excluded.votes, server_count = excluded.server_count`);
    return (_key: string, { after, position }: DocChange) => {
      const doc = after as AnalyticsDoc;
      const row = [doc.botId, doc.day, JSON.stringify(doc), position, doc.votes, doc.serverCount];
      upsert.run(...row);
    };
  }

  private activityWriter(db: Database.Database, t: TableNames) {
    const upsert = db.prepare(`
      INSERT INTO ${t.inviteActivity} (bot_id, visitor, last_day, position) VALUES (?, ?, ?, ?)
      ON CONFLICT (bot_id, visitor) DO UPDATE SET last_day = excluded.last_day,
        position = excluded.position`);
    return (_key: string, { after, position }: DocChange) => {
      const doc = after as InviteActivityDoc;
      upsert.run(doc.botId, doc.visitor, doc.lastDay, position);
    };
  }

  private webhookWriter(db: Database.Database, t: TableNames) {
    const upsert = db.prepare(`
      INSERT INTO ${t.webhooks} (bot_id, doc, position) VALUES (?, ?, ?)
      ON CONFLICT (bot_id) DO UPDATE SET doc = excluded.doc, position = excluded.position`);
    const remove = db.prepare(`DELETE FROM ${t.webhooks} WHERE bot_id = ?`);
    return (key: string, { after, position }: DocChange) => {
      if (!after) return void remove.run(Number(key));
      upsert.run(Number(key), JSON.stringify(after), position);
    };
  }

  private deliveryWriter(db: Database.Database, t: TableNames) {
    const upsert = db.prepare(`
      INSERT INTO ${t.webhookDeliveries}
        (sequence, id, doc, position, bot_id, status, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position,
        status = excluded.status, next_attempt_at = excluded.next_attempt_at`);
    return (key: string, { after, position }: DocChange) => {
      const doc = after as WebhookDeliveryDoc;
      const { sequence, botId, status, nextAttemptAt } = doc;
      upsert.run(sequence, key, JSON.stringify(doc), position, botId, status, nextAttemptAt);
    };
  }
}

/** `{botId}:{rest}` keys (invite activity's visitor, analytics' day). */
function splitActivityKey(key: string): [number, string] {
  const colon = key.indexOf(':');
  return [Number(key.slice(0, colon)), key.slice(colon + 1)];
}
