import type { WebhookDeliveryView, WebhookView } from '@botdir/contracts';
import type { mongo } from 'mongoose';
import type { WebhookDeliveryDoc } from '../projections/webhook-deliveries.projection';
import {
  toDueVoteReminder,
  type DueVoteReminder,
  type VoteReminderDoc,
} from '../projections/vote-reminders.projection';
import { toWebhookDeliveryView } from '../projections/webhook-views';
import type { MongoView } from './mongo-state';

const OPEN = { $in: ['pending', 'sending'] };

/** A bot's webhook, its deliveries, and the timed work: due deliveries and vote reminders. */
export class MongoWebhookQueries {
  constructor(private readonly view: () => Promise<MongoView>) {}

  async getWebhook(botId: number): Promise<WebhookView | null> {
    const { c } = await this.view();
    const row = await c.webhooks.findOne({ _id: botId, doc: { $ne: null } });
    return row ? (row['doc'] as WebhookView) : null;
  }

  /** The bot's vote deliveries (its owner's Discord notifications are not among them). */
  webhookDeliveries(botId: number, limit: number): Promise<WebhookDeliveryView[]> {
    const filter = { botId, 'doc.channel': { $ne: 'discord-notification' } };
    return this.deliveries(filter, { sequence: -1 }, limit);
  }

  dueWebhookDeliveries(now: string, limit: number): Promise<WebhookDeliveryView[]> {
    const filter = { status: OPEN, nextAttemptAt: { $lte: now } };
    return this.deliveries(filter, { nextAttemptAt: 1, sequence: 1 }, limit);
  }

  async dueVoteReminders(now: string, limit: number): Promise<DueVoteReminder[]> {
    const { c } = await this.view();
    const rows = await c.voteReminders
      .find({ dueAt: { $type: 'string', $lte: now }, doc: { $ne: null } })
      .sort({ dueAt: 1, _id: 1 })
      .limit(limit)
      .toArray();
    return rows.map((row) => toDueVoteReminder(row['doc'] as VoteReminderDoc));
  }

  async openWebhookDeliveries(): Promise<number> {
    const { c } = await this.view();
    return c.webhookDeliveries.countDocuments({ status: OPEN, doc: { $ne: null } });
  }

  private async deliveries(filter: mongo.Document, sort: mongo.Sort, limit: number) {
    const { c } = await this.view();
    const rows = await c.webhookDeliveries
      .find({ ...filter, doc: { $ne: null } })
      .sort(sort)
      .limit(limit)
      .toArray();
    return rows.map((row) => toWebhookDeliveryView(row['doc'] as WebhookDeliveryDoc));
  }
}
