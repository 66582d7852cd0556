import type { AppendResult } from './event-store.port';
import { IdempotencyConflictError } from './event-store.errors';

/** Where an event id of an append is already stored. */
export interface StoredEventRef {
  id: string;
  streamId: string;
  revision: number;
  position: number;
}

/**
 * Invariant 4: an append whose event ids are all stored already, in that stream, in the same
 * order and consecutively, is a retry: its original result is returned and nothing is written.
 * Returns null when none of the ids is stored; throws when only some match.
 */
export function resolveIdempotentRetry(
  streamId: string,
  eventIds: string[],
  stored: StoredEventRef[],
): AppendResult | null {
  if (stored.length === 0) return null;
  const byId = new Map(stored.map((ref) => [ref.id, ref]));
  const storedIds = eventIds.filter((id) => byId.has(id));
  const conflict = (reason: string) => new IdempotencyConflictError(streamId, storedIds, reason);

  if (stored.some((ref) => ref.streamId !== streamId)) throw conflict('in another stream');
  if (storedIds.length < eventIds.length) throw conflict('only part of the append');
  const refs = eventIds.map((id) => byId.get(id) as StoredEventRef);
  const first = refs[0] as StoredEventRef;
  if (refs.some((ref, index) => ref.revision !== first.revision + index)) {
    throw conflict('not in the same order');
  }
  const last = refs[refs.length - 1] as StoredEventRef;
  return { nextRevision: last.revision, position: last.position };
}

/** Rejects an append that repeats an event id: it could never be a faithful retry. */
export function assertDistinctEventIds(streamId: string, eventIds: string[]): void {
  const seen = new Set<string>();
  for (const id of eventIds) {
    if (seen.has(id)) throw new IdempotencyConflictError(streamId, [id], 'repeated in one append');
    seen.add(id);
  }
}
