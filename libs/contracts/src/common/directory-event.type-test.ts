// Compiled by `tsc -b` (tsconfig.type-tests.json, no output): each `@ts-expect-error` must meet an
// error, so this file stops compiling if narrowing on `type` ever stops giving the typed `data`.
import { assertNever } from './assert-never';
import type { RecordedEvent } from './event-envelope';

export function readsOnlyDeclaredFields(event: RecordedEvent): string {
  switch (event.type) {
    case 'BotPublished':
      // @ts-expect-error BotPublished has `botId`: a renamed or misspelt field does not compile.
      return String(event.data.botID);
    case 'SubmissionReviewed':
      // @ts-expect-error `decision` is 'approved' | 'rejected', never another word.
      if (event.data.decision === 'accepted') return 'never';
      return event.data.reviewerName;
    case 'BotRated':
      // @ts-expect-error narrowing on `type` narrows `data`: a rating has no `bot`.
      return event.data.bot.name;
    case 'WebhookDeliveryAttemptStarted':
    case 'WebhookDeliveryAttempted':
    case 'WebhookDeliverySucceeded':
    case 'WebhookDeliveryFailed':
      return event.data.deliveryId;
    case 'NotificationsRead':
    case 'NotificationWebhookConfigured':
    case 'NotificationWebhookRemoved':
    case 'DeveloperPageVisibilitySet':
    case 'UserBanned':
    case 'UserUnbanned':
    case 'BanAppealed':
      return event.data.userId;
    case 'CannedReasonAdded':
    case 'CannedReasonEdited':
    case 'CannedReasonRetired':
      return event.data.id;
    default:
      return String(event.data.botId);
  }
}

export function forgetsAnEventType(event: RecordedEvent): number {
  switch (event.type) {
    case 'BotRated':
      return event.data.stars;
    default:
      // @ts-expect-error the other event types reach here: the switch is not exhaustive.
      return assertNever(event);
  }
}
