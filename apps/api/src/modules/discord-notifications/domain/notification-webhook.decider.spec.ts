import type { NotificationWebhookEvent } from '@botdir/contracts';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import {
  notificationWebhookDecider,
  type SetNotificationWebhook,
} from './notification-webhook.decider';

const spec = deciderSpec(notificationWebhookDecider);
const URL_A = 'https://discord.com/api/webhooks/123456789012345678/token-a';
const URL_B = 'https://discord.com/api/webhooks/123456789012345678/token-b';
const set = (url: string, urlProblem: string | null = null): SetNotificationWebhook => ({
  type: 'SetNotificationWebhook',
  userId: 'u1',
  url,
  urlProblem,
});
const configured = (url: string): NotificationWebhookEvent => ({
  type: 'NotificationWebhookConfigured',
  data: { userId: 'u1', url },
});
const remove = { type: 'RemoveNotificationWebhook', userId: 'u1' } as const;

describe('a user’s Discord notification webhook', () => {
  it('is set, replaced, and setting the same URL again records nothing', () => {
    spec
      .given([])
      .when(set(URL_A))
      .then([configured(URL_A)]);
    spec
      .given([configured(URL_A)])
      .when(set(URL_B))
      .then([configured(URL_B)]);
    spec
      .given([configured(URL_A)])
      .when(set(URL_A))
      .then([]);
  });

  it('refuses a URL with a problem, saying what it is', () => {
    spec
      .given([])
      .when(set('https://example.com/hook', 'it must be a Discord webhook URL'))
      .thenThrows('NOTIFICATION_WEBHOOK.URL_REFUSED', 'invalid');
  });

  it('is removed once; removing none is a 404', () => {
    spec
      .given([configured(URL_A)])
      .when(remove)
      .then([{ type: 'NotificationWebhookRemoved', data: { userId: 'u1' } }]);
    spec.given([]).when(remove).thenThrows('NOTIFICATION_WEBHOOK.NOT_CONFIGURED', 'not_found');
    spec
      .given([configured(URL_A), { type: 'NotificationWebhookRemoved', data: { userId: 'u1' } }])
      .when(remove)
      .thenThrows('NOTIFICATION_WEBHOOK.NOT_CONFIGURED', 'not_found');
  });
});
