import type Database from 'better-sqlite3';
import type { DocChange } from '../projections/run-batch';
import type { BanDoc } from '../projections/bans.projection';
import type { ReportDoc } from '../projections/reports.projection';
import type { ReviewDoc } from '../projections/reviews.projection';
import type { StaffActivityDoc } from '../projections/staff-activity.projection';
import type { CannedReasonDoc } from '../projections/canned-reasons.projection';
import type { VoteReminderDoc } from '../projections/vote-reminders.projection';
import type { TableNames } from './sqlite-schema';

type Writer = (key: string, change: DocChange) => void;

/**
 * Writers of the review read models: reviews of bots, reports, notifications (and where they go),
 * bot histories, developer pages, bans, the staff activity log, canned reasons and vote reminders.
 */
export function reviewWriters(db: Database.Database, t: TableNames): Record<string, Writer> {
  const report = db.prepare(`
    INSERT INTO ${t.reports} (sequence, id, doc, position, status) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position,
      status = excluded.status`);
  const inbox = db.prepare(`
    INSERT INTO ${t.notifications} (user_id, doc, position) VALUES (?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET doc = excluded.doc, position = excluded.position`);
  const notificationWebhook = db.prepare(`
    INSERT INTO ${t.notificationWebhooks} (user_id, doc, position) VALUES (?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET doc = excluded.doc, position = excluded.position`);
  const noNotificationWebhook = db.prepare(
    `DELETE FROM ${t.notificationWebhooks} WHERE user_id = ?`,
  );
  const history = db.prepare(`
    INSERT INTO ${t.botHistory} (bot_id, doc, position) VALUES (?, ?, ?)
    ON CONFLICT (bot_id) DO UPDATE SET doc = excluded.doc, position = excluded.position`);
  const developerPage = db.prepare(`
    INSERT INTO ${t.developerPages} (user_id, doc, position) VALUES (?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET doc = excluded.doc, position = excluded.position`);
  const shownDeveloperPage = db.prepare(`DELETE FROM ${t.developerPages} WHERE user_id = ?`);
  const bans = db.prepare(`
    INSERT INTO ${t.bans} (user_id, doc, position, sequence) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id) DO UPDATE SET doc = excluded.doc, position = excluded.position,
      sequence = excluded.sequence`);
  const review = db.prepare(`
    INSERT INTO ${t.reviews} (id, bot_id, author_id, doc, position, created_at, helpful_count,
      hidden, flag_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position,
      helpful_count = excluded.helpful_count, hidden = excluded.hidden,
      flag_count = excluded.flag_count`);
  const noReview = db.prepare(`DELETE FROM ${t.reviews} WHERE id = ?`);
  const staffAction = db.prepare(`
    INSERT INTO ${t.staffActivity} (sequence, id, doc, position, staff_id, action, at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position`);
  const reason = db.prepare(`
    INSERT INTO ${t.cannedReasons} (sequence, id, doc, position) VALUES (?, ?, ?, ?)
    ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, position = excluded.position`);
  const reminder = db.prepare(`
    INSERT INTO ${t.voteReminders} (key, doc, position, due_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (key) DO UPDATE SET doc = excluded.doc, position = excluded.position,
      due_at = excluded.due_at`);
  const noReminder = db.prepare(`DELETE FROM ${t.voteReminders} WHERE key = ?`);
  return {
    bans: (key, { after, position }) => {
      const doc = after as BanDoc;
      bans.run(key, JSON.stringify(doc), position, doc.sequence);
    },
    reviews: (key, { after, position }) => {
      const doc = after as ReviewDoc | null;
      if (!doc) return void noReview.run(key);
      const { botId, authorId, createdAt, helpfulCount, hidden, flagCount } = doc;
      const columns = [botId, authorId, JSON.stringify(doc), position, createdAt, helpfulCount];
      review.run(key, ...columns, hidden ? 1 : 0, flagCount);
    },
    reports: (key, { after, position }) => {
      const doc = after as ReportDoc;
      report.run(doc.sequence, key, JSON.stringify(doc), position, doc.status);
    },
    notifications: (key, { after, position }) => {
      inbox.run(key, JSON.stringify(after), position);
    },
    'notification-webhooks': (key, { after, position }) => {
      if (!after) return void noNotificationWebhook.run(key);
      notificationWebhook.run(key, JSON.stringify(after), position);
    },
    'bot-history': (key, { after, position }) => {
      history.run(Number(key), JSON.stringify(after), position);
    },
    'developer-pages': (key, { after, position }) => {
      if (!after) return void shownDeveloperPage.run(key);
      developerPage.run(key, JSON.stringify(after), position);
    },
    'staff-activity': (key, { after, position }) => {
      const doc = after as StaffActivityDoc;
      const row = [
        doc.sequence,
        key,
        JSON.stringify(doc),
        position,
        doc.staffId,
        doc.action,
        doc.at,
      ];
      staffAction.run(...row);
    },
    'canned-reasons': (key, { after, position }) => {
      const doc = after as CannedReasonDoc;
      reason.run(doc.sequence, key, JSON.stringify(doc), position);
    },
    'vote-reminders': (key, { after, position }) => {
      const doc = after as VoteReminderDoc | null;
      if (!doc) return void noReminder.run(key);
      reminder.run(key, JSON.stringify(doc), position, doc.dueAt);
    },
  };
}
