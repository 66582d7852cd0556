import {
  editReviewReasons,
  type BotEdited,
  type BotEditNeedsReview,
  type BotRelisted,
  type BotUnlisted,
} from '@botdir/contracts';
import type { EditBot, PublishBot, RelistBot, UnlistBot } from './bot.commands';
import { botErrors } from './bot.errors';
import type { BotState, RecordedBot } from './bot.state';

export function unlist(command: UnlistBot, state: BotState): BotUnlisted {
  if (!command.actor.isStaff) throw botErrors.moderationStaffOnly();
  if (state.status === 'none') throw botErrors.notFound();
  if (state.status !== 'live') throw botErrors.notLive();
  const { reason, reportId, reasons } = command;
  return {
    type: 'BotUnlisted',
    data: {
      botId: state.botId,
      // Every earlier reader of the event shows `reason`: picked reasons alone name their titles.
      reason: reason || (reasons ?? []).map((picked) => picked.title).join('; '),
      ...(reportId !== undefined && { reportId }),
      ...(reasons?.length && { reasons }),
    },
  };
}

export function relist(command: RelistBot, state: BotState): BotRelisted {
  if (!command.actor.isStaff) throw botErrors.moderationStaffOnly();
  if (state.status === 'none') throw botErrors.notFound();
  if (state.status !== 'unlisted') throw botErrors.notUnlisted();
  return { type: 'BotRelisted', data: { botId: state.botId, reason: command.reason } };
}

/**
 * An edit that raises the invite's permission bits or changes its client_id waits for staff as a
 * submission; the live listing keeps its old invite (and the rest of it) until it is approved.
 */
export function editOrReview(
  command: EditBot,
  current: RecordedBot,
): BotEdited | BotEditNeedsReview {
  // Ownership never moves through an edit, whatever the form sends.
  const bot = { ...command.bot, ownerId: current.ownerId, ownerName: current.bot.ownerName };
  const reasons = editReviewReasons(current.bot, bot);
  if (reasons.length === 0) return { type: 'BotEdited', data: { botId: current.botId, bot } };
  const submissionId = command.reviewSubmissionId;
  return { type: 'BotEditNeedsReview', data: { botId: current.botId, submissionId, bot, reasons } };
}

/** The approval of an edit in review: the listing becomes the reviewed edit. */
export function approvedEdit(command: PublishBot, state: BotState): BotEdited | null {
  if (state.status === 'none' || state.status === 'deleted') return null;
  if (state.pendingEdit !== command.submissionId) return null;
  const bot = { ...command.bot, ownerId: state.ownerId, ownerName: state.bot.ownerName };
  return { type: 'BotEdited', data: { botId: state.botId, bot } };
}
