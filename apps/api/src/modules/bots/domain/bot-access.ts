import { canManageBot, isMainOwner, type CommandActor } from '@botdir/contracts';
import { botOwnershipErrors } from './bot-ownership.errors';
import { botErrors } from './bot.errors';
import type { BotState, RecordedBot } from './bot.state';

export { canManageBot, isMainOwner };

/** The recorded bot, or not found (a bot never published). */
function recorded(state: BotState): RecordedBot {
  if (state.status === 'none') throw botErrors.notFound();
  return state;
}

/**
 * The live bot its owner, a co-owner or staff may change (edit, slug, token); checks existence,
 * then permission, then deletion.
 */
export function managedLiveBot(state: BotState, actor: CommandActor): RecordedBot {
  const current = recorded(state);
  if (!canManageBot(current, actor.id) && !actor.isStaff) throw botErrors.notOwner();
  if (current.status === 'deleted') throw botErrors.deleted();
  return current;
}

/** Delete: the main owner or staff; a co-owner is told it is the main owner's. */
export function deletableBot(state: BotState, actor: CommandActor): RecordedBot {
  const current = recorded(state);
  if (!isMainOwner(current, actor.id) && !actor.isStaff) {
    throw canManageBot(current, actor.id)
      ? botOwnershipErrors.mainOwnerOnly()
      : botErrors.notOwner();
  }
  if (current.status === 'deleted') throw botErrors.deleted();
  return current;
}

/** Co-owners and transfers: the main owner only (staff moderate bots, they do not hand them out). */
export function mainOwnedBot(state: BotState, actor: CommandActor): RecordedBot {
  const current = recorded(state);
  if (!isMainOwner(current, actor.id)) {
    throw canManageBot(current, actor.id) || actor.isStaff
      ? botOwnershipErrors.mainOwnerOnly()
      : botErrors.notOwner();
  }
  if (current.status === 'deleted') throw botErrors.deleted();
  return current;
}
