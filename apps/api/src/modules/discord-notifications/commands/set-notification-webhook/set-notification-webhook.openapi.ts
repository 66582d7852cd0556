import { notificationWebhookSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { notificationWebhookErrors } from '../../domain/notification-webhook.errors';
import { SetNotificationWebhookController } from './set-notification-webhook.controller';

export const setNotificationWebhookDocs = describeRoutes(SetNotificationWebhookController, {
  set: {
    section: 'Discord notifications',
    summary: "Send the caller's notifications to their own Discord webhook too",
    description:
      'Each new notification is POSTed to the webhook as a Discord message through the retried outbox, once. The URL is shown masked (the token cut to its last 4 characters): it carries its token.',
    body: {
      schema: notificationWebhookSchema,
      fields: {
        url: '`https://discord.com/api/webhooks/{id}/{token}` (also `discordapp.com`, `canary.discord.com`, `ptb.discord.com`; outside production also `http://127.0.0.1`/`localhost`).',
      },
    },
    answer: { status: 200, description: '`{ maskedUrl, configuredAt }`.' },
    errors: [notificationWebhookErrors.urlRefused('reason')],
  },
});
