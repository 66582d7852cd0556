import {
  assertNever,
  type DirectoryEventOf,
  type RecordedEvent,
  type SubmissionView,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** A submission as staff and its owner see it; `sequence` (its event's position) orders lists. */
export interface SubmissionDoc extends SubmissionView {
  sequence: number;
}

type SubmissionEventType = 'BotSubmitted' | 'SubmissionReviewed' | 'SubmissionDeleted';
type FoldedEvent = RecordedEvent<DirectoryEventOf<SubmissionEventType>>;

function evolveSubmission(doc: SubmissionDoc | null, event: FoldedEvent): SubmissionDoc | null {
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
    default:
      return assertNever(event);
  }
}

export const submissionsProjection = defineProjection<SubmissionDoc, SubmissionEventType>({
  name: 'submissions',
  eventTypes: ['BotSubmitted', 'SubmissionReviewed', 'SubmissionDeleted'],
  keyOf: (event) => event.data.submissionId,
  evolve: evolveSubmission,
});

export function toSubmissionView(doc: SubmissionDoc): SubmissionView {
  const { sequence: _sequence, ...view } = doc;
  return view;
}
