import { configureWebhookSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { webhookErrors } from '../../domain/webhook.errors';
import { ConfigureWebhookController } from './configure-webhook.controller';

export const configureWebhookDocs = describeRoutes(ConfigureWebhookController, {
  configure: {
    section: 'Vote webhooks',
    summary: 'Set the vote webhook URL and secret (owner or an Administrator)',
    description:
      '`WEBHOOK.URL_REFUSED`: the scheme, credentials in the URL, or in production a host or literal IP that is not public (private, loopback, link-local, reserved, documentation or another special-purpose range). Set by someone other than the owner, the owner is notified. Without `secret` the current secret stays (to change only the URL); a bot with no webhook yet answers `WEBHOOK.SECRET_REQUIRED`.',
    body: {
      schema: configureWebhookSchema,
      fields: {
        url: '`https://` (or `http://localhost` outside production).',
        secret:
          '16–128 printable ASCII characters. Left out, the current secret stays (`WEBHOOK.SECRET_REQUIRED` when the bot has no webhook yet).',
      },
    },
    answer: { status: 200, description: '`{ botId, url, configuredAt }` (never the secret).' },
    errors: [
      httpErrors.invalidBotId(),
      webhookErrors.urlRefused('reason'),
      webhookErrors.secretRequired(),
      webhookErrors.notOwnerOrAdministrator(),
      webhookErrors.botNotFound(),
    ],
  },
});
