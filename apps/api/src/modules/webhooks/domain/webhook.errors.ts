import { DomainError } from '@botdir/contracts';

/** Stable error codes of vote webhooks and their deliveries. */
export const WEBHOOK = {
  BOT_NOT_FOUND: 'BOT.NOT_FOUND',
  NOT_OWNER: 'WEBHOOK.NOT_OWNER',
  URL_REFUSED: 'WEBHOOK.URL_REFUSED',
  NOT_CONFIGURED: 'WEBHOOK.NOT_CONFIGURED',
  SECRET_REQUIRED: 'WEBHOOK.SECRET_REQUIRED',
  DELIVERY_NOT_FOUND: 'WEBHOOK.DELIVERY_NOT_FOUND',
  INVALID_DELIVERY_ID: 'WEBHOOK.INVALID_DELIVERY_ID',
  DELIVERY_OPEN: 'WEBHOOK.DELIVERY_OPEN',
  CLAIM_LOST: 'WEBHOOK.CLAIM_LOST',
  NOTIFICATION_URL_REFUSED: 'NOTIFICATION_WEBHOOK.URL_REFUSED',
  NOTIFICATION_NOT_CONFIGURED: 'NOTIFICATION_WEBHOOK.NOT_CONFIGURED',
} as const;

export const webhookErrors = {
  botNotFound: () =>
    new DomainError(WEBHOOK.BOT_NOT_FOUND, 'not_found', 'This bot does not exist.'),
  notOwner: () =>
    new DomainError(
      WEBHOOK.NOT_OWNER,
      'forbidden',
      "Only the bot's owner or staff can manage its webhook.",
    ),
  notOwnerOrAdministrator: () =>
    new DomainError(
      WEBHOOK.NOT_OWNER,
      'forbidden',
      "Only the bot's owner or an Administrator can change or remove its webhook.",
    ),
  urlRefused: (reason: string) =>
    new DomainError(WEBHOOK.URL_REFUSED, 'invalid', `The webhook URL is refused: ${reason}.`, {
      url: reason,
    }),
  secretRequired: () =>
    new DomainError(
      WEBHOOK.SECRET_REQUIRED,
      'invalid',
      'A new webhook needs a secret; it can be left out only to keep the current one.',
      { secret: 'A new webhook needs a secret' },
    ),
  notConfigured: () =>
    new DomainError(WEBHOOK.NOT_CONFIGURED, 'not_found', 'This bot has no webhook configured.'),
  invalidDeliveryId: () =>
    new DomainError(WEBHOOK.INVALID_DELIVERY_ID, 'invalid', 'Delivery id must be a UUID.'),
  deliveryOpen: () =>
    new DomainError(
      WEBHOOK.DELIVERY_OPEN,
      'conflict',
      'This delivery is still being attempted; redeliver it once it has succeeded or failed.',
    ),
  deliveryNotFound: () =>
    new DomainError(WEBHOOK.DELIVERY_NOT_FOUND, 'not_found', 'This delivery does not exist.'),
  notificationUrlRefused: (reason: string) =>
    new DomainError(
      WEBHOOK.NOTIFICATION_URL_REFUSED,
      'invalid',
      `The Discord webhook URL is refused: ${reason}.`,
      { url: reason },
    ),
  notificationNotConfigured: () =>
    new DomainError(
      WEBHOOK.NOTIFICATION_NOT_CONFIGURED,
      'not_found',
      'You have no Discord webhook set for notifications.',
    ),
  claimLost: () =>
    new DomainError(WEBHOOK.CLAIM_LOST, 'conflict', 'Another worker holds this delivery attempt.'),
};
