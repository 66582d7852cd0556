import type { DomainEvent } from '../common/event-envelope';
import { invalidInput } from '../common/domain-error';

/** The one stream of canned reasons: Administrators keep the list, reviewers pick from it. */
export const CANNED_REASONS_STREAM = 'canned-reasons';

export const CANNED_REASON_KINDS = ['reject', 'unlist'] as const;
export type CannedReasonKind = (typeof CANNED_REASON_KINDS)[number];

/** A reason as a rejection or unlisting carries it: what the developer reads, as it was then. */
export interface GivenReason {
  id: string;
  title: string;
  explanation: string;
  /** An https URL or a site path (/docs/guidelines#...); null when it cites none. */
  guidelineUrl: string | null;
}

export type CannedReasonAdded = DomainEvent<
  'CannedReasonAdded',
  GivenReason & { kind: CannedReasonKind }
>;
export type CannedReasonEdited = DomainEvent<'CannedReasonEdited', GivenReason>;
export type CannedReasonRetired = DomainEvent<'CannedReasonRetired', { id: string }>;

export type CannedReasonEvent = CannedReasonAdded | CannedReasonEdited | CannedReasonRetired;

export const CANNED_REASON_EVENT_VERSIONS: Record<CannedReasonEvent['type'], number> = {
  CannedReasonAdded: 1,
  CannedReasonEdited: 1,
  CannedReasonRetired: 1,
};

/** A canned reason as staff list it; a retired one stays on earlier decisions, never offered. */
export interface CannedReasonView extends GivenReason {
  kind: CannedReasonKind;
  active: boolean;
}

/** The list folded from the stream's events, in the order they were added. */
export function foldCannedReasons(
  events: readonly { type: string; data: unknown }[],
): CannedReasonView[] {
  const reasons = new Map<string, CannedReasonView>();
  for (const event of events as CannedReasonEvent[]) {
    const known = reasons.get(event.data.id);
    if (event.type === 'CannedReasonAdded')
      reasons.set(event.data.id, { ...event.data, active: true });
    if (event.type === 'CannedReasonEdited' && known)
      reasons.set(known.id, { ...known, ...event.data });
    if (event.type === 'CannedReasonRetired' && known)
      reasons.set(known.id, { ...known, active: false });
  }
  return [...reasons.values()];
}

export const MAX_REASONS_PER_DECISION = 5;

/**
 * The active reasons of `kind` named by `ids`, in the order given (duplicates once); `unknown`: the
 * first id that names none.
 */
export function pickCannedReasons(
  list: readonly CannedReasonView[],
  kind: CannedReasonKind,
  ids: readonly string[],
): { reasons: GivenReason[] } | { unknown: string } {
  const reasons: GivenReason[] = [];
  for (const id of new Set(ids)) {
    const reason = list.find((candidate) => candidate.id === id);
    if (!reason || !reason.active || reason.kind !== kind) return { unknown: id };
    const { kind: _kind, active: _active, ...given } = reason;
    reasons.push(given);
  }
  return { reasons };
}

/** 400 for `reasonIds` naming no active canned reason of the decision's kind. */
export const unknownReasonError = (id: string, kind: CannedReasonKind) =>
  invalidInput(
    'REASON.UNKNOWN',
    `No active ${kind} reason has the id ${JSON.stringify(id.slice(0, 64))}.`,
    { reasonIds: 'names a reason that does not exist, is retired or is of another kind' },
  );

/** Reads the picked reasons from the canned-reasons stream's events, or throws a 400. */
export function givenReasons(
  events: readonly { type: string; data: unknown }[],
  kind: CannedReasonKind,
  ids: readonly string[],
): GivenReason[] {
  if (ids.length === 0) return [];
  const picked = pickCannedReasons(foldCannedReasons(events), kind, ids);
  if ('unknown' in picked) throw unknownReasonError(picked.unknown, kind);
  return picked.reasons;
}
