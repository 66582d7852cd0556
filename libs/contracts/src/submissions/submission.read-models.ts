import type { GivenReason } from '../staff/canned-reason.events';
import type { Actor } from '../common/event-envelope';
import type { QueuePlace } from './review-stats';

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/**
 * What staff filter All Submissions by: the review decision, or `unlisted` for an approved
 * submission whose bot staff have since unlisted (then it is no longer counted as `approved`).
 */
export type SubmissionListStatus = SubmissionStatus | 'unlisted';
export const SUBMISSION_LIST_STATUSES: readonly SubmissionListStatus[] = [
  'pending',
  'approved',
  'unlisted',
  'rejected',
];

/**
 * A submission shows this many staff notes, the newest (older ones stay in the events and the
 * submission's history): the read model must stay far below MongoDB's 16 MiB document limit.
 */
export const STAFF_NOTES_KEPT = 100;

/** A reviewer's internal note (staff only). */
export interface StaffNote {
  note: string;
  authorName: string;
  at: string;
}

/**
 * Staff view of a submission (spec section 3: botData is the bot as a JSON string, with
 * `notesForReviewer` in it when the owner left some).
 */
export interface SubmissionView {
  id: string;
  botId: number;
  botData: string;
  submitterId: string;
  submitterName: string;
  status: SubmissionStatus;
  reviewedBy: string | null;
  reviewNotes: string | null;
  /** Canned reasons of a rejection, as they read when it was made (absent on older ones). */
  reviewReasons?: GivenReason[];
  createdAt: string;
  reviewedAt: string | null;
  resubmittedFrom: string | null;
  /** For staff and the owner only. */
  notesForReviewer: string;
  /** false: Discord could not be reached to check the application when it was submitted. */
  verified?: false;
  /** Staff only: stripped from the owner's view. The newest STAFF_NOTES_KEPT, oldest first. */
  staffNotes: StaffNote[];
  /** Staff only: the reviewer testing it, until `claimedUntil` (compare with the clock). */
  claimedBy: string | null;
  claimedUntil: string | null;
  /** Staff only: the fields the owner changed since the current claim began (empty without one). */
  changesSinceClaim: SubmissionFieldChange[];
}

/** One field of a pending submission as it was when claimed, and as the owner's edit left it. */
export interface SubmissionFieldChange {
  field: string;
  before: string;
  after: string;
}

/** Fields only staff see. */
const STAFF_ONLY = ['staffNotes', 'claimedBy', 'claimedUntil', 'changesSinceClaim'] as const;

/** What the owner sees of their submission: never staff notes or claims; its place in the queue. */
export type OwnerSubmissionView = Omit<SubmissionView, (typeof STAFF_ONLY)[number]> & QueuePlace;

const NO_PLACE: QueuePlace = { queuePosition: null, queueLength: null, etaHours: null };

export function toOwnerSubmissionView(
  view: SubmissionView,
  place: QueuePlace = NO_PLACE,
): OwnerSubmissionView {
  const owner: Partial<SubmissionView> = { ...view };
  for (const field of STAFF_ONLY) delete owner[field];
  return { ...(owner as Omit<SubmissionView, (typeof STAFF_ONLY)[number]>), ...place };
}

/** A submission in the staff lists, joined with what the list acts on (its live bot, if any). */
export interface AdminSubmissionView extends SubmissionView {
  /** The published bot behind an approved submission, live or unlisted; null otherwise. */
  bot: { isFeatured: boolean; status: 'live' | 'unlisted' } | null;
}

/** One entry of a submission's audit trail, read from the event store. */
export interface SubmissionHistoryEntry {
  type: string;
  revision: number;
  position: number;
  occurredAt: string;
  actor: Actor;
  /** The actor's staff roles by title ("Bot Reviewer"), as configured now; empty for none. */
  actorRoles: string[];
  correlationId: string;
  causationId: string;
  commandId: string;
  data: unknown;
}
