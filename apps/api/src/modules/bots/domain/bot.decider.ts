import type {
  BotDeleted,
  BotEdited,
  BotEditNeedsReview,
  BotEvent,
  BotFeatured,
  BotPublished,
  BotTokenIssued,
  CommandActor,
  Decider,
} from '@botdir/contracts';
import { mayChangeIntegrations } from '@botdir/contracts';
import type {
  BotCommand,
  DeleteBot,
  EditBot,
  FeatureBot,
  IssueBotToken,
  PublishBot,
} from './bot.commands';
import { approvedEdit, editOrReview, relist, unlist } from './bot-moderation';
import { botErrors } from './bot.errors';
import { evolveBot, initialBotState, type BotState, type RecordedBot } from './bot.state';

/** The live bot an owner (or staff) may change; checks existence, then permission, then deletion. */
function ownedLiveBot(state: BotState, actor: CommandActor): RecordedBot {
  if (state.status === 'none') throw botErrors.notFound();
  if (actor.id !== state.ownerId && !actor.isStaff) throw botErrors.notOwner();
  if (state.status === 'deleted') throw botErrors.deleted();
  return state;
}

function publish(command: PublishBot, state: BotState): BotPublished | BotEdited {
  const edit = approvedEdit(command, state);
  if (edit) return edit;
  if (state.status === 'live' || state.status === 'unlisted') throw botErrors.alreadyPublished();
  if (state.status === 'deleted') throw botErrors.deleted();
  const { botId, submissionId, bot, approvedBy } = command;
  return { type: 'BotPublished', data: { botId, submissionId, bot, approvedBy } };
}

function edit(command: EditBot, state: BotState): BotEdited | BotEditNeedsReview {
  return editOrReview(command, ownedLiveBot(state, command.actor));
}

function feature(command: FeatureBot, state: BotState): BotFeatured {
  if (!command.actor.isStaff) throw botErrors.staffOnly();
  if (state.status === 'none') throw botErrors.notFound();
  if (state.status === 'deleted') throw botErrors.deleted();
  // Emitted even when unchanged: the read model applies it idempotently.
  return { type: 'BotFeatured', data: { botId: state.botId, featured: command.featured } };
}

function deleteBot(command: DeleteBot, state: BotState): BotDeleted {
  const current = ownedLiveBot(state, command.actor);
  const { id } = command.actor;
  // byStaff marks a moderation removal: staff deleting a bot that is not their own.
  return {
    type: 'BotDeleted',
    data: { botId: current.botId, deletedBy: id, byStaff: id !== current.ownerId },
  };
}

/**
 * Only a live bot gets a token; a new one replaces the old at once, so only its owner or an
 * Administrator may issue one (a Bot Reviewer's would lock the owner out).
 */
function issueToken(command: IssueBotToken, state: BotState): BotTokenIssued {
  const current = ownedLiveBot(state, command.actor);
  if (!mayChangeIntegrations(command.actor, current.ownerId)) throw botErrors.tokenOwnerOnly();
  return { type: 'BotTokenIssued', data: { botId: current.botId, tokenHash: command.tokenHash } };
}

/** Every command yields exactly one event: one append to one stream. */
function decideBot(command: BotCommand, state: BotState): BotEvent[] {
  switch (command.type) {
    case 'PublishBot':
      return [publish(command, state)];
    case 'EditBot':
      return [edit(command, state)];
    case 'FeatureBot':
      return [feature(command, state)];
    case 'DeleteBot':
      return [deleteBot(command, state)];
    case 'IssueBotToken':
      return [issueToken(command, state)];
    case 'UnlistBot':
      return [unlist(command, state)];
    case 'RelistBot':
      return [relist(command, state)];
  }
}

/** Stream `bot-{botId}`. */
export const botDecider: Decider<BotState, BotCommand, BotEvent> = {
  initialState: initialBotState,
  evolve: evolveBot,
  decide: decideBot,
};
