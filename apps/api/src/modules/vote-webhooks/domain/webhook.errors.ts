import { DomainError } from '@botdir/contracts';

/** Stable error codes of vote webhooks (their deliveries': the outbox's deliveryErrors). */
export const WEBHOOK = {
  BOT_NOT_FOUND: 'BOT.NOT_FOUND',
  NOT_OWNER: 'WEBHOOK.NOT_OWNER',
  URL_REFUSED: 'WEBHOOK.URL_REFUSED',
  NOT_CONFIGURED: 'WEBHOOK.NOT_CONFIGURED',
  SECRET_REQUIRED: 'WEBHOOK.SECRET_REQUIRED',
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
};
