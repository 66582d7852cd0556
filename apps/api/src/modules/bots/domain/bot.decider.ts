import type {
  BotDeleted,
  BotEdited,
  BotEditNeedsReview,
  BotEvent,
  BotFeatured,
  BotPublished,
  BotSlugAssigned,
  BotTokenIssued,
  Decider,
} from '@botdir/contracts';
import { mayChangeIntegrations } from '@botdir/contracts';
import type {
  BotCommand,
  ChangeBotSlug,
  DeleteBot,
  EditBot,
  FeatureBot,
  IssueBotToken,
  PublishBot,
} from './bot.commands';
import { deletableBot, managedLiveBot } from './bot-access';
import { decideOwnership } from './bot-ownership';
import { approvedEdit, editOrReview, relist, unlist } from './bot-moderation';
import { botErrors } from './bot.errors';
import { evolveBot, initialBotState, type BotState } from './bot.state';

/**
 * A new bot is published with its first slug; an approved edit of a bot without one (published
 * before slugs) gets one too.
 */
function publish(command: PublishBot, state: BotState): BotEvent[] {
  const { botId, submissionId, bot, approvedBy, slug } = command;
  const needsSlug = slug !== null && (state.status === 'none' || state.slug === null);
  const slugAssigned: BotSlugAssigned[] = needsSlug
    ? [{ type: 'BotSlugAssigned', data: { botId, slug } }]
    : [];
  const edit = approvedEdit(command, state);
  if (edit) return [edit, ...slugAssigned];
  if (state.status === 'live' || state.status === 'unlisted') throw botErrors.alreadyPublished();
  if (state.status === 'deleted') throw botErrors.deleted();
  const published: BotPublished = {
    type: 'BotPublished',
    data: { botId, submissionId, bot, approvedBy },
  };
  return [published, ...slugAssigned];
}

/** The current slug again changes nothing; any other (free: checked before) becomes current. */
function changeSlug(command: ChangeBotSlug, state: BotState): BotSlugAssigned[] {
  const current = managedLiveBot(state, command.actor);
  if (current.slug === command.slug) return [];
  return [{ type: 'BotSlugAssigned', data: { botId: current.botId, slug: command.slug } }];
}

function edit(command: EditBot, state: BotState): BotEdited | BotEditNeedsReview {
  return editOrReview(command, managedLiveBot(state, command.actor));
}

function feature(command: FeatureBot, state: BotState): BotFeatured {
  if (!command.actor.isStaff) throw botErrors.staffOnly();
  if (state.status === 'none') throw botErrors.notFound();
  if (state.status === 'deleted') throw botErrors.deleted();
  // Emitted even when unchanged: the read model applies it idempotently.
  return { type: 'BotFeatured', data: { botId: state.botId, featured: command.featured } };
}

function deleteBot(command: DeleteBot, state: BotState): BotDeleted {
  const current = deletableBot(state, command.actor);
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
  const current = managedLiveBot(state, command.actor);
  if (!mayChangeIntegrations(command.actor, current)) throw botErrors.tokenOwnerOnly();
  return { type: 'BotTokenIssued', data: { botId: current.botId, tokenHash: command.tokenHash } };
}

/** One append to one stream: one event, a publish with its slug, or none for an unchanged slug. */
function decideBot(command: BotCommand, state: BotState): BotEvent[] {
  switch (command.type) {
    case 'PublishBot':
      return publish(command, state);
    case 'ChangeBotSlug':
      return changeSlug(command, state);
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
    default:
      return decideOwnership(command, state);
  }
}

/** Stream `bot-{botId}`. */
export const botDecider: Decider<BotState, BotCommand, BotEvent> = {
  initialState: initialBotState,
  evolve: evolveBot,
  decide: decideBot,
};
