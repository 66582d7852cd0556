import {
  assertNever,
  type DirectoryEventType,
  type RecordedEvent,
  type SubmissionView,
} from '@botdir/contracts';
import type { Projection } from './projection';

/** A submission as staff and its owner see it; `sequence` (its event's position) orders lists. */
export interface SubmissionDoc extends SubmissionView {
  sequence: number;
}

const SUBMISSION_EVENTS = new Set<DirectoryEventType>([
  'BotSubmitted',
  'SubmissionReviewed',
  'SubmissionDeleted',
]);

function evolveSubmission(doc: SubmissionDoc | null, event: RecordedEvent): SubmissionDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'BotSubmitted': {
      const { data } = event;
      return {
        id: data.submissionId,
        botId: data.botId,
        botData: JSON.stringify(data.bot),
        submitterId: data.submitterId,
        submitterName: data.submitterName,
        status: 'pending',
        reviewedBy: null,
        reviewNotes: null,
        createdAt: at,
        reviewedAt: null,
        resubmittedFrom: data.resubmittedFrom || null,
        sequence: event.position,
      };
    }
    case 'SubmissionReviewed':
      if (!doc) return null;
      return {
        ...doc,
        status: event.data.decision,
        reviewedBy: event.data.reviewerName,
        reviewNotes: event.data.notes || null,
        reviewedAt: at,
      };
    case 'SubmissionDeleted':
      return null;
    case 'BotPublished':
    case 'BotEdited':
    case 'BotFeatured':
    case 'BotDeleted':
    case 'InviteClicked':
    case 'BotRated':
      return doc;
    default:
      return assertNever(event);
  }
}

function submissionKey(event: RecordedEvent): string | null {
  switch (event.type) {
    case 'BotSubmitted':
    case 'SubmissionReviewed':
    case 'SubmissionDeleted':
      return event.data.submissionId;
    default:
      return null;
  }
}

export const submissionsProjection: Projection<SubmissionDoc> = {
  name: 'submissions',
  eventTypes: SUBMISSION_EVENTS,
  keyOf: submissionKey,
  evolve: evolveSubmission,
};

export function toSubmissionView(doc: SubmissionDoc): SubmissionView {
  const { sequence: _sequence, ...view } = doc;
  return view;
}
