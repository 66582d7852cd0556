import type { Decider, NotificationWebhookEvent } from '@botdir/contracts';
import { notificationWebhookErrors } from './notification-webhook.errors';

export interface SetNotificationWebhook {
  type: 'SetNotificationWebhook';
  userId: string;
  url: string;
  /** What is wrong with the URL (`discordWebhookUrlProblem`); null: fine. */
  urlProblem: string | null;
}

export interface RemoveNotificationWebhook {
  type: 'RemoveNotificationWebhook';
  userId: string;
}

export type NotificationWebhookCommand = SetNotificationWebhook | RemoveNotificationWebhook;

/** Where the user's notifications are also sent (the URL holds Discord's token). */
export type NotificationWebhookState = { url: string } | null;

function evolve(
  _state: NotificationWebhookState,
  event: NotificationWebhookEvent,
): NotificationWebhookState {
  switch (event.type) {
    case 'NotificationWebhookConfigured':
      return { url: event.data.url };
    case 'NotificationWebhookRemoved':
      return null;
  }
}

function decide(
  command: NotificationWebhookCommand,
  state: NotificationWebhookState,
): NotificationWebhookEvent[] {
  const { userId } = command;
  if (command.type === 'RemoveNotificationWebhook') {
    if (!state) throw notificationWebhookErrors.notConfigured();
    return [{ type: 'NotificationWebhookRemoved', data: { userId } }];
  }
  if (command.urlProblem !== null) throw notificationWebhookErrors.urlRefused(command.urlProblem);
  if (state?.url === command.url) return [];
  return [{ type: 'NotificationWebhookConfigured', data: { userId, url: command.url } }];
}

/** Stream `user-notification-webhook-{userId}`: one per user, not per bot. */
export const notificationWebhookDecider: Decider<
  NotificationWebhookState,
  NotificationWebhookCommand,
  NotificationWebhookEvent
> = {
  initialState: null,
  evolve,
  decide,
};
