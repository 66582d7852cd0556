import type { RecordedEvent, SubmissionView } from '@botdir/contracts';
import { botField, integerField, occurredAt, optionalString, stringField } from './event-fields';
import type { Projection } from './projection';

/** A submission as staff and its owner see it; `sequence` (its event's position) orders lists. */
export interface SubmissionDoc extends SubmissionView {
  sequence: number;
}

const SUBMISSION_EVENTS = new Set(['BotSubmitted', 'SubmissionReviewed', 'SubmissionDeleted']);

function evolveSubmission(doc: SubmissionDoc | null, event: RecordedEvent): SubmissionDoc | null {
  const at = occurredAt(event);
  switch (event.type) {
    case 'BotSubmitted':
      return {
        id: stringField(event, 'submissionId'),
        botId: integerField(event, 'botId'),
        botData: JSON.stringify(botField(event)),
        submitterId: stringField(event, 'submitterId'),
        submitterName: stringField(event, 'submitterName'),
        status: 'pending',
        reviewedBy: null,
        reviewNotes: null,
        createdAt: at,
        reviewedAt: null,
        resubmittedFrom: optionalString(event, 'resubmittedFrom'),
        sequence: event.position,
      };
    case 'SubmissionReviewed': {
      const decision = stringField(event, 'decision');
      if (decision !== 'approved' && decision !== 'rejected') {
        throw new Error(`SubmissionReviewed at ${event.position} has unknown decision ${decision}`);
      }
      if (!doc) return null;
      return {
        ...doc,
        status: decision,
        reviewedBy: stringField(event, 'reviewerName'),
        reviewNotes: optionalString(event, 'notes'),
        reviewedAt: at,
      };
    }
    case 'SubmissionDeleted':
      return null;
    default:
      return doc;
  }
}

export const submissionsProjection: Projection<SubmissionDoc> = {
  name: 'submissions',
  keyOf: (event) => (SUBMISSION_EVENTS.has(event.type) ? stringField(event, 'submissionId') : null),
  evolve: evolveSubmission,
};

export function toSubmissionView(doc: SubmissionDoc): SubmissionView {
  const { sequence: _sequence, ...view } = doc;
  return view;
}
