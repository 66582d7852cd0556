import {
  assertNever,
  STAFF_NOTES_KEPT,
  type DirectoryEventOf,
  type RecordedEvent,
  type SubmissionView,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** A submission as staff and its owner see it; `sequence` (its event's position) orders lists. */
export interface SubmissionDoc extends SubmissionView {
  sequence: number;
}

const SUBMISSION_EVENT_TYPES = [
  'BotSubmitted',
  'SubmissionReviewed',
  'SubmissionDeleted',
  'SubmissionNoteAdded',
  'SubmissionClaimed',
  'SubmissionClaimReleased',
] as const;
type SubmissionEventType = (typeof SUBMISSION_EVENT_TYPES)[number];
type FoldedEvent = RecordedEvent<DirectoryEventOf<SubmissionEventType>>;

function evolveSubmission(doc: SubmissionDoc | null, event: FoldedEvent): SubmissionDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'BotSubmitted': {
      const { data } = event;
      return {
        id: data.submissionId,
        botId: data.botId,
        botData: JSON.stringify(
          data.notesForReviewer
            ? { ...data.bot, notesForReviewer: data.notesForReviewer }
            : data.bot,
        ),
        submitterId: data.submitterId,
        submitterName: data.submitterName,
        status: 'pending',
        reviewedBy: null,
        reviewNotes: null,
        createdAt: at,
        reviewedAt: null,
        resubmittedFrom: data.resubmittedFrom || null,
        notesForReviewer: data.notesForReviewer,
        staffNotes: [],
        claimedBy: null,
        claimedUntil: null,
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
        claimedBy: null,
        claimedUntil: null,
      };
    case 'SubmissionDeleted':
      return null;
    case 'SubmissionClaimed': {
      if (!doc) return null;
      const { reviewerName, claimedUntil } = event.data;
      return { ...doc, claimedBy: reviewerName, claimedUntil };
    }
    case 'SubmissionClaimReleased':
      return doc ? { ...doc, claimedBy: null, claimedUntil: null } : null;
    case 'SubmissionNoteAdded': {
      if (!doc) return null;
      const { note, authorName } = event.data;
      const staffNotes = [...doc.staffNotes, { note, authorName, at }].slice(-STAFF_NOTES_KEPT);
      return { ...doc, staffNotes };
    }
    default:
      return assertNever(event);
  }
}

export const submissionsProjection = defineProjection<SubmissionDoc, SubmissionEventType>({
  name: 'submissions',
  eventTypes: SUBMISSION_EVENT_TYPES,
  keyOf: (event) => event.data.submissionId,
  evolve: evolveSubmission,
});

export function toSubmissionView(doc: SubmissionDoc): SubmissionView {
  const { sequence: _sequence, ...view } = doc;
  return view;
}
