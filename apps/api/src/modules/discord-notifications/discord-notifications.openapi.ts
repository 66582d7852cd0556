import { removeNotificationWebhookDocs } from './commands/remove-notification-webhook/remove-notification-webhook.openapi';
import { sendNotificationTestDocs } from './commands/send-notification-test/send-notification-test.openapi';
import { setNotificationWebhookDocs } from './commands/set-notification-webhook/set-notification-webhook.openapi';
import { notificationWebhookQueriesDocs } from './queries/notification-webhook-queries.openapi';

/** The descriptions of every route of the Discord notifications module. */
export const DISCORD_NOTIFICATIONS_ROUTE_DOCS = [
  setNotificationWebhookDocs,
  removeNotificationWebhookDocs,
  notificationWebhookQueriesDocs,
  sendNotificationTestDocs,
];
