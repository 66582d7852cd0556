import type { BotWebhookEvent, CommandActor, Decider } from '@botdir/contracts';
import { assertMayChange, type ManagedBot } from './webhook-access';
import { webhookErrors } from './webhook.errors';

export interface ConfigureWebhook {
  type: 'ConfigureWebhook';
  actor: CommandActor;
  /** Read by the application layer; null when the bot does not exist or was deleted. */
  bot: ManagedBot | null;
  url: string;
  /** Null: keep the current secret (a webhook not configured yet needs one). */
  secret: string | null;
  /** What is wrong with the URL (its text, and in production where it resolves); null: fine. */
  urlProblem: string | null;
}

export interface RemoveWebhook {
  type: 'RemoveWebhook';
  actor: CommandActor;
  bot: ManagedBot | null;
}

export type WebhookCommand = ConfigureWebhook | RemoveWebhook;

/** Where a bot's votes go and the secret that signs them (server side only). */
export type WebhookState = { url: string; secret: string } | null;

function evolve(_state: WebhookState, event: BotWebhookEvent): WebhookState {
  switch (event.type) {
    case 'BotWebhookConfigured':
      return { url: event.data.url, secret: event.data.secret };
    case 'BotWebhookRemoved':
      return null;
  }
}

function decide(command: WebhookCommand, state: WebhookState): BotWebhookEvent[] {
  const { botId } = assertMayChange(command.actor, command.bot);
  if (command.type === 'RemoveWebhook') {
    if (!state) throw webhookErrors.notConfigured();
    return [{ type: 'BotWebhookRemoved', data: { botId } }];
  }
  if (command.urlProblem !== null) throw webhookErrors.urlRefused(command.urlProblem);
  const secret = command.secret ?? state?.secret;
  if (secret === undefined) throw webhookErrors.secretRequired();
  return [{ type: 'BotWebhookConfigured', data: { botId, url: command.url, secret } }];
}

/** Stream `bot-webhook-{botId}`. */
export const webhookDecider: Decider<WebhookState, WebhookCommand, BotWebhookEvent> = {
  initialState: null,
  evolve,
  decide,
};
