import { checkEvent, type EventCheck, type UncheckedEvent } from '@botdir/contracts';
import type { DeadLetter } from '../read-store.port';
import type { Projection } from './projection';

export const PROJECTION_ATTEMPTS = 3;

/** One document's change across a batch: the adapter writes `after` and derives counters. */
export interface DocChange {
  before: unknown;
  after: unknown;
  /** Position of the last event that touched the document. */
  position: number;
}

export interface BatchOutcome {
  /** projection name → document key → change (`before === after` when nothing changed). */
  changes: Map<string, Map<string, DocChange>>;
  checkpoints: Record<string, number>;
  deadLetters: DeadLetter[];
}

/** A document as stored, with the position of the last event written into it. */
export interface StoredDoc {
  doc: unknown;
  position: number;
}

export type DocLoader = (projection: string, key: string) => StoredDoc | null;

/**
 * Applies events in order to each projection past its checkpoint, over documents loaded once and
 * kept in memory for the batch. Pure apart from `load`; the adapter persists the outcome atomically
 * (or with per-document position guards). Each event is checked once (`checkEvent`): events of
 * unknown types pass every projection by; a malformed event is dead-lettered by the projections
 * that fold its type, with the check's reason.
 */
export function runBatch(
  events: readonly UncheckedEvent[],
  projections: readonly Projection<unknown>[],
  checkpoints: Record<string, number>,
  load: DocLoader,
  at: string,
): BatchOutcome {
  const outcome: BatchOutcome = {
    changes: new Map(),
    checkpoints: { ...checkpoints },
    deadLetters: [],
  };
  const checked = events.map((event) => ({ event, check: checkEvent(event) }));
  for (const projection of projections) {
    const docs = new Map<string, DocChange>();
    outcome.changes.set(projection.name, docs);
    let checkpoint = outcome.checkpoints[projection.name] ?? 0;
    const folds = projection.eventTypes;
    for (const { event, check } of checked) {
      if (event.position <= checkpoint) continue;
      // Most events pass most read models by: skip them without the retry loop's setup.
      if (!folds.has(event.type)) {
        checkpoint = event.position;
        continue;
      }
      const error = applyWithRetries(projection, event.type, check, docs, load);
      if (error !== null) outcome.deadLetters.push(deadLetterOf(projection.name, event, error, at));
      checkpoint = event.position;
    }
    if (checkpoint > 0) outcome.checkpoints[projection.name] = checkpoint;
  }
  return outcome;
}

function applyWithRetries(
  projection: Projection<unknown>,
  type: string,
  check: EventCheck,
  docs: Map<string, DocChange>,
  load: DocLoader,
): string | null {
  if (check.kind === 'unknown-type') return null;
  if (check.kind === 'malformed' && !projection.eventTypes.has(type)) return null;
  let lastError = '';
  for (let attempt = 1; attempt <= PROJECTION_ATTEMPTS; attempt += 1) {
    try {
      if (check.kind === 'malformed') throw new Error(check.reason);
      const { event } = check;
      const key = projection.keyOf(event);
      if (key === null) return null;
      let known = docs.get(key);
      if (!known) {
        const stored = load(projection.name, key);
        known = {
          before: stored?.doc ?? null,
          after: stored?.doc ?? null,
          position: stored?.position ?? 0,
        };
        docs.set(key, known);
      }
      // Per-document guard: a store without transactions may hold writes past its checkpoint.
      if (event.position <= known.position) return null;
      const after = projection.evolve(known.after, event);
      if (after !== known.after)
        docs.set(key, { before: known.before, after, position: event.position });
      return null;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  return lastError;
}

function deadLetterOf(
  projection: string,
  event: UncheckedEvent,
  error: string,
  at: string,
): DeadLetter {
  return { projection, position: event.position, eventId: event.id, type: event.type, error, at };
}

/** The changes that write something: documents whose content an event replaced. */
export function onlyChanged(
  changes: ReadonlyMap<string, ReadonlyMap<string, DocChange>>,
): Map<string, Map<string, DocChange>> {
  const result = new Map<string, Map<string, DocChange>>();
  for (const [projection, docs] of changes) {
    result.set(
      projection,
      new Map([...docs].filter(([, change]) => change.before !== change.after)),
    );
  }
  return result;
}
