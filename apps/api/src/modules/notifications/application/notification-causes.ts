import type { GivenReason, NotificationKind } from '@botdir/contracts';
import type { StoredEvent } from '@api/infrastructure/reactions/reaction';
import { OWNERSHIP_EVENTS, ownershipCause } from './ownership-causes';

/** Who to tell about an event: the bot's owner (null) or a given user, what, and why. */
export interface NotificationCause {
  kind: NotificationKind;
  botId: number;
  recipient: string | null;
  detail: string;
}

/** Every event type that may notify someone (the cases below, and failed vote webhooks). */
export const NOTIFYING_EVENTS = [
  'SubmissionReviewed',
  'BotFeatured',
  'BotDeleted',
  'BotUnlisted',
  'ReportResolved',
  'WebhookDeliveryFailed',
  'BotTokenIssued',
  'BotWebhookConfigured',
  'BotWebhookRemoved',
  ...OWNERSHIP_EVENTS,
  'ReviewHidden',
  'VoteReminderSent',
] as const;

/** The text, then each canned reason picked: its title, explanation and guideline link. */
function withReasons(text: string, reasons: readonly GivenReason[] = []): string {
  const lines = reasons.map(
    (reason) =>
      `${reason.title}: ${reason.explanation}${reason.guidelineUrl ? ` (${reason.guidelineUrl})` : ''}`,
  );
  // An unlisting by canned reasons alone carries their titles as its text: said once, below.
  const titlesOnly =
    reasons.length > 0 && text === reasons.map((reason) => reason.title).join('; ');
  return [titlesOnly ? '' : text, ...lines].filter((line) => line !== '').join('\n');
}

/** The events a user hears about; everything else says nothing. */
export function notificationCause(event: StoredEvent): NotificationCause | null {
  switch (event.type) {
    case 'SubmissionReviewed': {
      const { decision, botId, notes, reasons } = event.data;
      return { kind: decision, botId, recipient: null, detail: withReasons(notes, reasons) };
    }
    case 'BotFeatured': {
      const kind = event.data.featured ? 'featured' : 'unfeatured';
      return { kind, botId: event.data.botId, recipient: null, detail: '' };
    }
    case 'BotDeleted':
      if (!event.data.byStaff) return null;
      return { kind: 'deleted', botId: event.data.botId, recipient: null, detail: '' };
    case 'BotUnlisted':
      return {
        kind: 'unlisted',
        botId: event.data.botId,
        recipient: null,
        detail: withReasons(event.data.reason, event.data.reasons),
      };
    case 'ReportResolved': {
      const { action, botId, reporterId } = event.data;
      const outcome = action === 'unlist' ? 'The bot was unlisted.' : 'No action was needed.';
      return { kind: 'report-resolved', botId, recipient: reporterId, detail: outcome };
    }
    case 'ReviewHidden': {
      const { botId, authorId, reason } = event.data;
      return { kind: 'review-hidden', botId, recipient: authorId, detail: reason };
    }
    case 'VoteReminderSent': {
      const { botId, userId } = event.data;
      return { kind: 'vote-reminder', botId, recipient: userId, detail: '' };
    }
    default:
      return ownershipCause(event);
  }
}

/** A change to a bot's API token or vote webhook: its owner hears of it when someone else made it. */
export function integrationChangeOf(
  event: StoredEvent,
): Pick<NotificationCause, 'kind' | 'botId'> | null {
  switch (event.type) {
    case 'BotTokenIssued':
      return { kind: 'token-issued', botId: event.data.botId };
    case 'BotWebhookConfigured':
      return { kind: 'webhook-changed', botId: event.data.botId };
    case 'BotWebhookRemoved':
      return { kind: 'webhook-removed', botId: event.data.botId };
    default:
      return null;
  }
}
