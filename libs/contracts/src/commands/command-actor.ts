import { canManageBot, type BotOwnership } from '../bots/bot-ownership';
import type { Actor } from '../common/event-envelope';

/**
 * The user behind a command: the actor of the audit trail plus the staff flags the application
 * computes from configuration (deciders never read configuration).
 */
export interface CommandActor extends Actor {
  isStaff: boolean;
  /** Holds the Administrator role (unset: does not; system actors never do). */
  isAdministrator?: boolean;
}

/**
 * Who may change a bot's integrations (issue its API token, set or remove its vote webhook): its
 * owner, a co-owner or an Administrator. A Bot Reviewer reviews listings; taking over a bot is
 * not theirs.
 */
export function mayChangeIntegrations(actor: CommandActor, bot: BotOwnership): boolean {
  return canManageBot(bot, actor.id) || actor.isAdministrator === true;
}
