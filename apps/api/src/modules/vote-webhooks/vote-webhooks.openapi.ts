import { configureWebhookDocs } from './commands/configure-webhook/configure-webhook.openapi';
import { redeliverDeliveryDocs } from './commands/redeliver-delivery/redeliver-delivery.openapi';
import { removeWebhookDocs } from './commands/remove-webhook/remove-webhook.openapi';
import { sendTestDeliveryDocs } from './commands/send-test-delivery/send-test-delivery.openapi';
import { webhookQueriesDocs } from './queries/webhook-queries.openapi';

/** The descriptions of every route of the vote webhooks module. */
export const VOTE_WEBHOOKS_ROUTE_DOCS = [
  configureWebhookDocs,
  removeWebhookDocs,
  webhookQueriesDocs,
  sendTestDeliveryDocs,
  redeliverDeliveryDocs,
];
