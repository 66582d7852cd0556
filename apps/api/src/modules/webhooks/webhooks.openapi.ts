import { configureWebhookDocs } from './commands/configure-webhook/configure-webhook.openapi';
import { redeliverDeliveryDocs } from './commands/redeliver-delivery/redeliver-delivery.openapi';
import { removeNotificationWebhookDocs } from './commands/remove-notification-webhook/remove-notification-webhook.openapi';
import { removeWebhookDocs } from './commands/remove-webhook/remove-webhook.openapi';
import { sendNotificationTestDocs } from './commands/send-notification-test/send-notification-test.openapi';
import { sendTestDeliveryDocs } from './commands/send-test-delivery/send-test-delivery.openapi';
import { setNotificationWebhookDocs } from './commands/set-notification-webhook/set-notification-webhook.openapi';
import { notificationWebhookQueriesDocs } from './queries/notification-webhook-queries.openapi';
import { webhookQueriesDocs } from './queries/webhook-queries.openapi';

/** The descriptions of every route of the webhooks module. */
export const WEBHOOKS_ROUTE_DOCS = [
  configureWebhookDocs,
  removeWebhookDocs,
  webhookQueriesDocs,
  sendTestDeliveryDocs,
  redeliverDeliveryDocs,
  setNotificationWebhookDocs,
  removeNotificationWebhookDocs,
  notificationWebhookQueriesDocs,
  sendNotificationTestDocs,
];
