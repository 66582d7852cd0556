import type { WebhookDeliveryView, WebhookView } from '@botdir/contracts';
import type { WebhookDeliveryDoc } from '../projections/webhook-deliveries.projection';
import {
  toDueVoteReminder,
  type DueVoteReminder,
  type VoteReminderDoc,
} from '../projections/vote-reminders.projection';
import { toWebhookDeliveryView } from '../projections/webhook-views';
import type { TableNames } from './sqlite-schema';
import type { StatementCache } from './sqlite-statements';

/** A bot's webhook, its deliveries, and the timed work: due deliveries and vote reminders. */
export class SqliteWebhookQueries {
  constructor(
    private readonly statements: StatementCache,
    private readonly t: TableNames,
  ) {}

  getWebhook(botId: number): WebhookView | null {
    const sql = `SELECT doc FROM ${this.t.webhooks} WHERE bot_id = ?`;
    const row = this.statements.get(sql).get(botId) as { doc: string } | undefined;
    return row ? (JSON.parse(row.doc) as WebhookView) : null;
  }

  /** The bot's vote deliveries (its owner's Discord notifications are not among them). */
  webhookDeliveries(botId: number, limit: number): WebhookDeliveryView[] {
    return this.deliveriesWhere(
      `WHERE bot_id = ? AND json_extract(doc, '$.channel') IS NOT 'discord-notification'
       ORDER BY sequence DESC LIMIT ?`,
      botId,
      limit,
    );
  }

  dueWebhookDeliveries(now: string, limit: number): WebhookDeliveryView[] {
    return this.deliveriesWhere(
      `WHERE status IN ('pending', 'sending') AND next_attempt_at <= ?
       ORDER BY next_attempt_at, sequence LIMIT ?`,
      now,
      limit,
    );
  }

  dueVoteReminders(now: string, limit: number): DueVoteReminder[] {
    const sql = `SELECT doc FROM ${this.t.voteReminders}
      WHERE due_at IS NOT NULL AND due_at <= ? ORDER BY due_at, key LIMIT ?`;
    const rows = this.statements.get(sql).all(now, limit) as { doc: string }[];
    return rows.map((row) => toDueVoteReminder(JSON.parse(row.doc) as VoteReminderDoc));
  }

  openWebhookDeliveries(): number {
    const sql = `SELECT count(*) AS n FROM ${this.t.webhookDeliveries}
      WHERE status IN ('pending', 'sending')`;
    return (this.statements.get(sql).get() as { n: number }).n;
  }

  private deliveriesWhere(clause: string, ...params: unknown[]): WebhookDeliveryView[] {
    const sql = `SELECT doc FROM ${this.t.webhookDeliveries} ${clause}`;
    const rows = this.statements.get(sql).all(...params) as { doc: string }[];
    return rows.map((row) => toWebhookDeliveryView(JSON.parse(row.doc) as WebhookDeliveryDoc));
  }
}
