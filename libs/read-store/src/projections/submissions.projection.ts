import {
  assertNever,
  type BotData,
  STAFF_NOTES_KEPT,
  type DirectoryEventOf,
  type RecordedEvent,
  type SubmissionView,
} from '@botdir/contracts';
import { defineProjection } from './projection';
import { fieldChanges, type StoredBot } from './submission-changes';

/**
 * A submission as staff and its owner see it; `sequence` (its first event's position) orders lists
 * and the queue, so an owner's edit keeps the place. `claimSnapshot` is the bot data as it was when
 * the current claim began, for `changesSinceClaim`.
 */
export interface SubmissionDoc extends SubmissionView {
  sequence: number;
  claimSnapshot?: string | null;
  /** Who holds the current claim (id) and since when: reviewer statistics time claim to decision. */
  claimedById?: string | null;
  claimedAt?: string | null;
  /** The deciding reviewer's id and when their claim began (null: they decided unclaimed). */
  reviewerId?: string;
  decisionClaimedAt?: string | null;
}

const SUBMISSION_EVENT_TYPES = [
  'BotSubmitted',
  'PendingSubmissionEdited',
  'SubmissionReviewed',
  'SubmissionDeleted',
  'SubmissionNoteAdded',
  'SubmissionClaimed',
  'SubmissionClaimReleased',
] as const;
type SubmissionEventType = (typeof SUBMISSION_EVENT_TYPES)[number];
type FoldedEvent = RecordedEvent<DirectoryEventOf<SubmissionEventType>>;

const NO_CLAIM = {
  claimedBy: null,
  claimedUntil: null,
  claimSnapshot: null,
  claimedById: null,
  claimedAt: null,
  changesSinceClaim: [],
};

/** Spec section 3: the bot as a JSON string, with `notesForReviewer` in it when there are some. */
const storedBotData = (bot: BotData, notesForReviewer: string) =>
  JSON.stringify(notesForReviewer ? { ...bot, notesForReviewer } : bot);

function evolveSubmission(doc: SubmissionDoc | null, event: FoldedEvent): SubmissionDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'BotSubmitted': {
      const { data } = event;
      return {
        id: data.submissionId,
        botId: data.botId,
        botData: storedBotData(data.bot, data.notesForReviewer),
        submitterId: data.submitterId,
        submitterName: data.submitterName,
        status: 'pending',
        reviewedBy: null,
        reviewNotes: null,
        createdAt: at,
        reviewedAt: null,
        resubmittedFrom: data.resubmittedFrom || null,
        notesForReviewer: data.notesForReviewer,
        ...(data.verified === false && { verified: false as const }),
        staffNotes: [],
        claimedBy: null,
        claimedUntil: null,
        changesSinceClaim: [],
        sequence: event.position,
      };
    }
    case 'PendingSubmissionEdited': {
      if (!doc || doc.status !== 'pending') return doc;
      const { bot, notesForReviewer } = event.data;
      const botData = storedBotData(bot, notesForReviewer);
      const changesSinceClaim = doc.claimSnapshot
        ? fieldChanges(JSON.parse(doc.claimSnapshot) as StoredBot, { ...bot, notesForReviewer })
        : [];
      return { ...doc, botData, notesForReviewer, changesSinceClaim };
    }
    case 'SubmissionReviewed':
      if (!doc) return null;
      return {
        ...doc,
        status: event.data.decision,
        reviewedBy: event.data.reviewerName,
        reviewNotes: event.data.notes || null,
        ...(event.data.reasons && { reviewReasons: event.data.reasons }),
        reviewedAt: at,
        ...NO_CLAIM,
        reviewerId: event.data.reviewerId,
        decisionClaimedAt:
          doc.claimedById === event.data.reviewerId ? (doc.claimedAt ?? null) : null,
      };
    case 'SubmissionDeleted':
      return null;
    case 'SubmissionClaimed': {
      if (!doc) return null;
      const { reviewerId, reviewerName, claimedUntil } = event.data;
      // A renewal by the same reviewer keeps what they first saw; a new claim starts from now.
      const renewed = doc.claimedBy === reviewerName && doc.claimSnapshot;
      if (renewed)
        return { ...doc, claimedUntil, claimedById: reviewerId, claimedAt: doc.claimedAt ?? at };
      return {
        ...doc,
        claimedBy: reviewerName,
        claimedById: reviewerId,
        claimedAt: at,
        claimedUntil,
        claimSnapshot: doc.botData,
        changesSinceClaim: [],
      };
    }
    case 'SubmissionClaimReleased':
      return doc ? { ...doc, ...NO_CLAIM } : null;
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

/** Documents written before `changesSinceClaim` existed read as having none. */
export function toSubmissionView(doc: SubmissionDoc): SubmissionView {
  const {
    sequence: _sequence,
    claimSnapshot: _snapshot,
    claimedById: _claimant,
    claimedAt: _claimedAt,
    reviewerId: _reviewerId,
    decisionClaimedAt: _decisionClaimedAt,
    ...view
  } = doc;
  return { ...view, changesSinceClaim: view.changesSinceClaim ?? [] };
}
