import {
  canManageBot,
  mayChangeIntegrations,
  type BotOwnership,
  type CommandActor,
} from '@botdir/contracts';
import { webhookErrors } from './webhook.errors';

/** The bot as the webhook rules need it; null when it does not exist or was deleted. */
export interface ManagedBot extends BotOwnership {
  botId: number;
}

/** The bot's owner, a co-owner or staff see its webhook and deliveries, send a test and redeliver. */
export function assertMayManage(actor: CommandActor, bot: ManagedBot | null): ManagedBot {
  if (!bot) throw webhookErrors.botNotFound();
  if (!canManageBot(bot, actor.id) && !actor.isStaff) throw webhookErrors.notOwner();
  return bot;
}

/**
 * Only the owner, a co-owner or an Administrator set or remove where its votes go: a Bot Reviewer repointing
 * them would take the bot's integration over (its owner is told when someone else does it).
 */
export function assertMayChange(actor: CommandActor, bot: ManagedBot | null): ManagedBot {
  if (!bot) throw webhookErrors.botNotFound();
  if (!mayChangeIntegrations(actor, bot)) throw webhookErrors.notOwnerOrAdministrator();
  return bot;
}
