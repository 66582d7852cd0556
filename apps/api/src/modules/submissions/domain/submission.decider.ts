import type {
  BotSubmitted,
  Decider,
  PendingSubmissionEdited,
  SubmissionDeleted,
  SubmissionEvent,
  SubmissionNoteAdded,
  SubmissionReviewed,
} from '@botdir/contracts';
import type {
  AddSubmissionNote,
  DeleteSubmission,
  EditPendingSubmission,
  ResubmitSubmission,
  ReviewSubmission,
  SubmissionCommand,
  SubmitBot,
} from './submission.commands';
import { claim, claimOfAnother, release } from './submission-claims';
import { submissionErrors } from './submission.errors';
import {
  evolveSubmission,
  initialSubmissionState,
  type RecordedSubmission,
  type SubmissionState,
} from './submission.state';

/** Deleted submissions are gone for every command, as if they had never existed. */
function existing(state: SubmissionState): RecordedSubmission {
  if (state.status === 'none' || state.status === 'deleted') throw submissionErrors.notFound();
  return state;
}

function submitBot(command: SubmitBot, state: SubmissionState): BotSubmitted {
  if (state.status !== 'none') throw submissionErrors.alreadyExists();
  const { submissionId, botId, bot, submitter, contactInfo } = command;
  if (bot.ownerId !== submitter.id) throw submissionErrors.ownerMismatch();
  return {
    type: 'BotSubmitted',
    data: {
      submissionId,
      botId,
      bot,
      submitterId: submitter.id,
      submitterName: submitter.name,
      ...(contactInfo !== undefined && { contactInfo }),
      notesForReviewer: command.notesForReviewer ?? '',
      ...(command.verified === false && { verified: false as const }),
    },
  };
}

function resubmit(command: ResubmitSubmission, state: SubmissionState): BotSubmitted {
  const old = existing(state);
  const mayResubmit = command.actor.id === old.submitterId || command.actorCoOwnsBot === true;
  if (!mayResubmit) throw submissionErrors.notOwner();
  if (old.status !== 'rejected') throw submissionErrors.notRejected();
  if (command.alreadyResubmitted) throw submissionErrors.alreadyResubmitted();
  const bot = command.bot ? { ...command.bot, ownerId: old.bot.ownerId } : old.bot;
  return {
    type: 'BotSubmitted',
    data: {
      submissionId: command.newSubmissionId,
      botId: old.botId,
      bot,
      submitterId: old.submitterId,
      submitterName: command.actor.name,
      resubmittedFrom: old.submissionId,
      notesForReviewer: command.notesForReviewer ?? old.notesForReviewer,
      ...(command.verified === false && { verified: false as const }),
    },
  };
}

/** The Discord application a listing is for: its id, else its invite's client_id. */
const applicationOf = (bot: { discordAppId?: string; inviteUrl: string }) =>
  bot.discordAppId ?? /[?&]client_id=(\d+)/.exec(bot.inviteUrl)?.[1] ?? null;

function editPending(
  command: EditPendingSubmission,
  state: SubmissionState,
): PendingSubmissionEdited {
  const submission = existing(state);
  if (command.actor.id !== submission.submitterId) throw submissionErrors.notOwner();
  if (submission.status !== 'pending') throw submissionErrors.notPending();
  // The application was reserved for this submission; moving it would need a reservation of its own.
  if (applicationOf(command.bot) !== applicationOf(submission.bot))
    throw submissionErrors.applicationFixed();
  return {
    type: 'PendingSubmissionEdited',
    data: {
      submissionId: submission.submissionId,
      botId: submission.botId,
      bot: { ...command.bot, ownerId: submission.bot.ownerId },
      notesForReviewer: command.notesForReviewer ?? submission.notesForReviewer,
    },
  };
}

function review(command: ReviewSubmission, state: SubmissionState): SubmissionReviewed {
  const { reviewer } = command;
  if (!reviewer.isStaff) throw submissionErrors.staffOnly();
  const submission = existing(state);
  if (reviewer.id === submission.submitterId) throw submissionErrors.ownSubmission();
  if (submission.status !== 'pending') throw submissionErrors.notPending();
  const other = command.now ? claimOfAnother(state, reviewer.id, command.now) : null;
  if (other && !command.overrideClaim) throw submissionErrors.claimed(other.reviewerName);
  return {
    type: 'SubmissionReviewed',
    data: {
      submissionId: submission.submissionId,
      botId: submission.botId,
      decision: command.decision,
      notes: command.notes ?? '',
      reviewerId: reviewer.id,
      reviewerName: reviewer.name,
      ...(other && { overrodeClaimOf: other.reviewerName }),
      ...(command.reasons?.length && { reasons: command.reasons }),
    },
  };
}

function deleteSubmission(command: DeleteSubmission, state: SubmissionState): SubmissionDeleted {
  const submission = existing(state);
  if (command.actor.id !== submission.submitterId) throw submissionErrors.notOwner();
  if (submission.status !== 'pending') throw submissionErrors.notPending();
  return {
    type: 'SubmissionDeleted',
    data: {
      submissionId: submission.submissionId,
      botId: submission.botId,
      deletedBy: command.actor.id,
    },
  };
}

function addNote(command: AddSubmissionNote, state: SubmissionState): SubmissionNoteAdded {
  const { author, note } = command;
  if (!author.isStaff) throw submissionErrors.staffOnly();
  const submission = existing(state);
  return {
    type: 'SubmissionNoteAdded',
    data: {
      submissionId: submission.submissionId,
      botId: submission.botId,
      note,
      authorId: author.id,
      authorName: author.name,
    },
  };
}

/** Every command yields exactly one event: one append to one stream. */
function decideSubmission(command: SubmissionCommand, state: SubmissionState): SubmissionEvent[] {
  switch (command.type) {
    case 'SubmitBot':
      return [submitBot(command, state)];
    case 'ResubmitSubmission':
      return [resubmit(command, state)];
    case 'EditPendingSubmission':
      return [editPending(command, state)];
    case 'ReviewSubmission':
      return [review(command, state)];
    case 'DeleteSubmission':
      return [deleteSubmission(command, state)];
    case 'AddSubmissionNote':
      return [addNote(command, state)];
    case 'ClaimSubmission':
      return [claim(command, state)];
    case 'ReleaseSubmissionClaim':
      return [release(command, state)];
  }
}

/** Stream `submission-{id}`. ResubmitSubmission is decided over the old stream, appended to the new. */
export const submissionDecider: Decider<SubmissionState, SubmissionCommand, SubmissionEvent> = {
  initialState: initialSubmissionState,
  evolve: evolveSubmission,
  decide: decideSubmission,
};
