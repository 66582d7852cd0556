import type {
  BotSubmitted,
  Decider,
  SubmissionDeleted,
  SubmissionEvent,
  SubmissionReviewed,
} from '@botdir/contracts';
import type {
  DeleteSubmission,
  ResubmitSubmission,
  ReviewSubmission,
  SubmissionCommand,
  SubmitBot,
} from './submission.commands';
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
    },
  };
}

function resubmit(command: ResubmitSubmission, state: SubmissionState): BotSubmitted {
  const old = existing(state);
  if (command.actor.id !== old.submitterId) throw submissionErrors.notOwner();
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
    },
  };
}

function review(command: ReviewSubmission, state: SubmissionState): SubmissionReviewed {
  const { reviewer } = command;
  if (!reviewer.isStaff) throw submissionErrors.staffOnly();
  const submission = existing(state);
  if (reviewer.id === submission.submitterId) throw submissionErrors.ownSubmission();
  if (submission.status !== 'pending') throw submissionErrors.notPending();
  return {
    type: 'SubmissionReviewed',
    data: {
      submissionId: submission.submissionId,
      botId: submission.botId,
      decision: command.decision,
      notes: command.notes ?? '',
      reviewerId: reviewer.id,
      reviewerName: reviewer.name,
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

/** Every command yields exactly one event: one append to one stream. */
function decideSubmission(command: SubmissionCommand, state: SubmissionState): SubmissionEvent[] {
  switch (command.type) {
    case 'SubmitBot':
      return [submitBot(command, state)];
    case 'ResubmitSubmission':
      return [resubmit(command, state)];
    case 'ReviewSubmission':
      return [review(command, state)];
    case 'DeleteSubmission':
      return [deleteSubmission(command, state)];
  }
}

/** Stream `submission-{id}`. ResubmitSubmission is decided over the old stream, appended to the new. */
export const submissionDecider: Decider<SubmissionState, SubmissionCommand, SubmissionEvent> = {
  initialState: initialSubmissionState,
  evolve: evolveSubmission,
  decide: decideSubmission,
};
