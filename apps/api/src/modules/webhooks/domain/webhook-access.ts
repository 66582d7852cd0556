import type { CommandActor } from '@botdir/contracts';
import { webhookErrors } from './webhook.errors';

/** The bot as the webhook rules need it; null when it does not exist or was deleted. */
export interface ManagedBot {
  botId: number;
  ownerId: string;
}

/** Only the bot's owner or staff manage its webhook and see its deliveries. */
export function assertMayManage(actor: CommandActor, bot: ManagedBot | null): ManagedBot {
  if (!bot) throw webhookErrors.botNotFound();
  if (bot.ownerId !== actor.id && !actor.isStaff) throw webhookErrors.notOwner();
  return bot;
}
