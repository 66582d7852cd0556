/** GET /api/user/notification-webhook: the URL masked (its token is a secret). */
export interface NotificationWebhookView {
  maskedUrl: string;
  configuredAt: string;
}
