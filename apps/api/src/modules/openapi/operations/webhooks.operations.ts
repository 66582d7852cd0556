import {
  BOT_ID_PATH_ERRORS,
  LOGIN_ERRORS,
  queryParam,
  type OperationTable,
} from '../operation-doc';

const WEBHOOK_ERRORS = { ...BOT_ID_PATH_ERRORS, ...LOGIN_ERRORS, 403: 'WEBHOOK.NOT_OWNER' };
const QUEUED = { status: 202, description: '`{ deliveryId }`.' };

/** Vote webhooks: the bot's owner (or an Administrator) sets them; staff also watch deliveries. */
export const WEBHOOK_OPERATIONS: OperationTable = {
  'PUT /api/bots/{id}/webhook': {
    tag: 'Webhooks',
    summary: 'Set the vote webhook URL and secret (owner or an Administrator)',
    description:
      'Each vote is POSTed to the URL with `Authorization: <secret>`, `X-Signature: sha256=<hex HMAC of the raw body>`, `X-Timestamp`, `X-Delivery-Id` (the same on retries and Redeliver) and `X-Signature-256: t=<timestamp>,v1=<hex HMAC of "<timestamp>.<delivery id>.<raw body>">`; retries back off over at least an hour. Set by someone other than the owner, the owner is notified.',
    auth: 'session',
    body: {
      type: 'object',
      required: ['url', 'secret'],
      properties: {
        url: {
          type: 'string',
          description: '`https://` (or `http://localhost` outside production).',
        },
        secret: { type: 'string', minLength: 16, maxLength: 128 },
      },
    },
    success: { status: 200, description: '`{ botId, url, configuredAt }` (never the secret).' },
    errors: { ...WEBHOOK_ERRORS, 400: 'BOT.INVALID_ID, VALIDATION.FAILED, WEBHOOK.URL_REFUSED' },
  },
  'DELETE /api/bots/{id}/webhook': {
    tag: 'Webhooks',
    summary: 'Remove the vote webhook (owner or an Administrator)',
    auth: 'session',
    success: { status: 204, description: 'Removed.' },
    errors: { ...WEBHOOK_ERRORS, 404: 'BOT.NOT_FOUND, WEBHOOK.NOT_CONFIGURED' },
  },
  'GET /api/bots/{id}/webhook': {
    tag: 'Webhooks',
    summary: 'The configured webhook',
    auth: 'session',
    limit: 'gets',
    success: { status: 200, description: '`{ webhook: { botId, url, configuredAt } | null }`.' },
    errors: WEBHOOK_ERRORS,
  },
  'GET /api/bots/{id}/webhook/deliveries': {
    tag: 'Webhooks',
    summary: 'Recent deliveries with every attempt, newest first',
    auth: 'session',
    limit: 'gets',
    query: [
      queryParam('limit', '1-100, default 50.', { type: 'integer', minimum: 1, maximum: 100 }),
    ],
    success: {
      status: 200,
      description: '`WebhookDeliveryView[]`.',
      schema: { type: 'array', items: { type: 'object' } },
    },
    errors: { ...WEBHOOK_ERRORS, 400: 'BOT.INVALID_ID, QUERY.INVALID' },
  },
  'POST /api/bots/{id}/webhook/test': {
    tag: 'Webhooks',
    summary: 'Send a test delivery (type `test`)',
    auth: 'session',
    success: QUEUED,
    errors: { ...WEBHOOK_ERRORS, 404: 'BOT.NOT_FOUND, WEBHOOK.NOT_CONFIGURED' },
  },
  'POST /api/bots/{id}/webhook/deliveries/{deliveryId}/redeliver': {
    tag: 'Webhooks',
    summary: 'Send a delivery again as a new delivery',
    auth: 'session',
    success: QUEUED,
    errors: {
      ...WEBHOOK_ERRORS,
      400: 'BOT.INVALID_ID, WEBHOOK.INVALID_DELIVERY_ID',
      404: 'BOT.NOT_FOUND, WEBHOOK.DELIVERY_NOT_FOUND',
      409: 'WEBHOOK.DELIVERY_OPEN',
    },
  },
  'PUT /api/user/notification-webhook': {
    tag: 'Webhooks',
    summary: "Send the caller's notifications to their own Discord webhook too",
    description:
      'Each new notification is POSTed to the webhook as a Discord message (one embed, username "Bot Directory", `allowed_mentions: { parse: [] }`) through the retried outbox, once. The URL is shown masked: it carries its token.',
    auth: 'session',
    body: {
      type: 'object',
      required: ['url'],
      properties: {
        url: {
          type: 'string',
          description:
            '`https://discord.com/api/webhooks/{id}/{token}` (also `discordapp.com`, `canary.` and `ptb.`); outside production also `http://127.0.0.1`.',
        },
      },
    },
    success: { status: 200, description: '`{ maskedUrl, configuredAt }`.' },
    errors: { ...LOGIN_ERRORS, 400: 'VALIDATION.FAILED, NOTIFICATION_WEBHOOK.URL_REFUSED' },
  },
  'DELETE /api/user/notification-webhook': {
    tag: 'Webhooks',
    summary: 'Stop sending notifications to Discord',
    auth: 'session',
    success: { status: 204, description: 'Removed.' },
    errors: { ...LOGIN_ERRORS, 404: 'NOTIFICATION_WEBHOOK.NOT_CONFIGURED' },
  },
  'GET /api/user/notification-webhook': {
    tag: 'Webhooks',
    summary: "The caller's Discord notification webhook, masked",
    auth: 'session',
    limit: 'gets',
    success: { status: 200, description: '`{ webhook: { maskedUrl, configuredAt } | null }`.' },
    errors: LOGIN_ERRORS,
  },
  'POST /api/user/notification-webhook/test': {
    tag: 'Webhooks',
    summary: 'Send a test message to the Discord notification webhook',
    auth: 'session',
    success: QUEUED,
    errors: { ...LOGIN_ERRORS, 404: 'NOTIFICATION_WEBHOOK.NOT_CONFIGURED' },
  },
};
