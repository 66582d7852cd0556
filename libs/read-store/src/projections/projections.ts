import { analyticsProjection } from './analytics.projection';
import { botsProjection } from './bots.projection';
import { inviteActivityProjection } from './invite-activity.projection';
import type { Projection, ProjectionName } from './projection';
import { ratingsProjection } from './ratings.projection';
import { submissionsProjection } from './submissions.projection';
import { webhookDeliveriesProjection } from './webhook-deliveries.projection';
import { webhooksProjection } from './webhooks.projection';
import { reportsProjection } from './reports.projection';
import { notificationsProjection } from './notifications.projection';
import { notificationWebhooksProjection } from './notification-webhooks.projection';
import { botHistoryProjection } from './bot-history.projection';
import { developerPagesProjection } from './developer-pages.projection';
import { bansProjection } from './bans.projection';
import { reviewsProjection } from './reviews.projection';
import { staffActivityProjection } from './staff-activity.projection';
import { cannedReasonsProjection } from './canned-reasons.projection';
import { voteRemindersProjection } from './vote-reminders.projection';

/** Every read model, in the order a batch applies them. */
export const PROJECTIONS: readonly Projection<unknown>[] = [
  botsProjection,
  submissionsProjection,
  ratingsProjection,
  inviteActivityProjection,
  analyticsProjection,
  webhooksProjection,
  webhookDeliveriesProjection,
  reportsProjection,
  notificationsProjection,
  notificationWebhooksProjection,
  botHistoryProjection,
  developerPagesProjection,
  bansProjection,
  reviewsProjection,
  staffActivityProjection,
  cannedReasonsProjection,
  voteRemindersProjection,
] as Projection<unknown>[];

export function projectionNamed(name: string): Projection<unknown> | undefined {
  return PROJECTIONS.find((projection) => projection.name === (name as ProjectionName));
}
