import type { BotData, SubmissionEvent } from '@botdir/contracts';

export interface RecordedSubmission {
  status: 'pending' | 'approved' | 'rejected' | 'deleted';
  submissionId: string;
  botId: number;
  bot: BotData;
  submitterId: string;
  submitterName: string;
  resubmittedFrom?: string;
  reviewNotes?: string;
  notesForReviewer: string;
  /** The reviewer testing it and until when; null once released or reviewed. */
  claim: SubmissionClaim | null;
}

export interface SubmissionClaim {
  reviewerId: string;
  reviewerName: string;
  until: string;
}

/** The state of one `submission-{id}` stream, folded from its events. */
export type SubmissionState = { status: 'none' } | RecordedSubmission;

export const initialSubmissionState: SubmissionState = { status: 'none' };

/** Expects upcast events (BotSubmitted v2). */
export function evolveSubmission(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'BotSubmitted': {
      const { submissionId, botId, bot, submitterId, submitterName, resubmittedFrom } = event.data;
      return {
        status: 'pending',
        notesForReviewer: event.data.notesForReviewer,
        claim: null,
        submissionId,
        botId,
        bot,
        submitterId,
        submitterName,
        ...(resubmittedFrom !== undefined && { resubmittedFrom }),
      };
    }
    case 'PendingSubmissionEdited':
      if (state.status !== 'pending') return state;
      return { ...state, bot: event.data.bot, notesForReviewer: event.data.notesForReviewer };
    case 'SubmissionReviewed':
      if (state.status === 'none') return state;
      return {
        ...state,
        status: event.data.decision,
        reviewNotes: event.data.notes,
        claim: null,
      };
    case 'SubmissionClaimed': {
      if (state.status === 'none') return state;
      const { reviewerId, reviewerName, claimedUntil } = event.data;
      return { ...state, claim: { reviewerId, reviewerName, until: claimedUntil } };
    }
    case 'SubmissionClaimReleased':
      return state.status === 'none' ? state : { ...state, claim: null };
    case 'SubmissionDeleted':
      if (state.status === 'none') return state;
      return { ...state, status: 'deleted' };
    default:
      return state;
  }
}
