import type { Actor } from '../common/event-envelope';

export type SubmissionStatus = 'pending' | 'approved' | 'rejected';

/** Staff and owner view of a submission (spec section 3: botData is the bot as a JSON string). */
export interface SubmissionView {
  id: string;
  botId: number;
  botData: string;
  submitterId: string;
  submitterName: string;
  status: SubmissionStatus;
  reviewedBy: string | null;
  reviewNotes: string | null;
  createdAt: string;
  reviewedAt: string | null;
  resubmittedFrom: string | null;
}

/** A submission in the staff lists, joined with what the list acts on (its live bot, if any). */
export interface AdminSubmissionView extends SubmissionView {
  /** The published bot behind an approved submission; null while not live (or deleted). */
  bot: { isFeatured: boolean } | null;
}

/** One entry of a submission's audit trail, read from the event store. */
export interface SubmissionHistoryEntry {
  type: string;
  revision: number;
  position: number;
  occurredAt: string;
  actor: Actor;
  correlationId: string;
  causationId: string;
  commandId: string;
  data: unknown;
}
