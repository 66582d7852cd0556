import { DomainError } from '@botdir/contracts';

/** Stable error codes of a user's Discord notification webhook. */
export const NOTIFICATION_WEBHOOK = {
  URL_REFUSED: 'NOTIFICATION_WEBHOOK.URL_REFUSED',
  NOT_CONFIGURED: 'NOTIFICATION_WEBHOOK.NOT_CONFIGURED',
} as const;

export const notificationWebhookErrors = {
  urlRefused: (reason: string) =>
    new DomainError(
      NOTIFICATION_WEBHOOK.URL_REFUSED,
      'invalid',
      `The Discord webhook URL is refused: ${reason}.`,
      { url: reason },
    ),
  notConfigured: () =>
    new DomainError(
      NOTIFICATION_WEBHOOK.NOT_CONFIGURED,
      'not_found',
      'You have no Discord webhook set for notifications.',
    ),
};
