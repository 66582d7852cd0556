import {
  assertNever,
  type CannedReasonView,
  type DirectoryEventOf,
  type RecordedEvent,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** A canned reason; `sequence` (its CannedReasonAdded position) keeps the list in added order. */
export interface CannedReasonDoc extends CannedReasonView {
  sequence: number;
}

const CANNED_REASON_EVENT_TYPES = [
  'CannedReasonAdded',
  'CannedReasonEdited',
  'CannedReasonRetired',
] as const;
type CannedReasonEventType = (typeof CANNED_REASON_EVENT_TYPES)[number];

function evolveReason(
  doc: CannedReasonDoc | null,
  event: RecordedEvent<DirectoryEventOf<CannedReasonEventType>>,
): CannedReasonDoc | null {
  switch (event.type) {
    case 'CannedReasonAdded':
      return { ...event.data, active: true, sequence: event.position };
    case 'CannedReasonEdited':
      return doc ? { ...doc, ...event.data } : null;
    case 'CannedReasonRetired':
      return doc ? { ...doc, active: false } : null;
    default:
      return assertNever(event);
  }
}

export const cannedReasonsProjection = defineProjection<CannedReasonDoc, CannedReasonEventType>({
  name: 'canned-reasons',
  eventTypes: CANNED_REASON_EVENT_TYPES,
  keyOf: (event) => event.data.id,
  evolve: evolveReason,
});

export function toCannedReasonView({ sequence: _sequence, ...view }: CannedReasonDoc) {
  return view;
}
