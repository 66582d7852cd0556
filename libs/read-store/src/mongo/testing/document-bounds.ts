import { LIMITS, type UncheckedEvent } from '@botdir/contracts';
import { mongo } from 'mongoose';
import type { Projection } from '../../projections/projection';
import { runBatch } from '../../projections/run-batch';
import { guardedUpsert } from '../mongo-doc-writer';

/** What MongoDB refuses: a document (or the update statement carrying it) over 16 MiB. */
export const BSON_LIMIT = 16 * 1024 * 1024;

/** `length` characters of 3 bytes each; `seed` makes words (and their prefixes) distinct. */
export function wide(length: number, seed = 0): string {
  const first = String.fromCharCode(0x4e00 + (seed % 4000));
  const second = String.fromCharCode(0x5e00 + Math.floor(seed / 4000));
  return (first + second + '界'.repeat(Math.max(0, length - 2))).slice(0, length);
}

/** Distinct `wordLength`-letter words separated by spaces, `length` characters in all. */
export const words = (length: number, wordLength: number, seed = 0): string =>
  Array.from({ length: Math.floor((length + 1) / (wordLength + 1)) }, (_, index) =>
    wide(wordLength, seed + index),
  ).join(' ');

export const url = (seed: number) => `https://${wide(LIMITS.urlMax - 8, seed)}`;

/**
 * The largest update statement the projection's documents need after these events, measured as
 * the driver sends it (its size check is on the whole statement, bulk/unordered.ts).
 */
export function largestUpdate(projection: Projection<unknown>, events: UncheckedEvent[]): number {
  const outcome = runBatch(events, [projection], {}, () => null, new Date(0).toISOString());
  if (outcome.deadLetters.length > 0) {
    throw new Error(`Events refused: ${JSON.stringify(outcome.deadLetters[0])}`);
  }
  let largest = 0;
  for (const [key, change] of outcome.changes.get(projection.name) ?? []) {
    const { updateOne } = guardedUpsert(projection.name, key, change).operation as {
      updateOne: { filter: mongo.Document; update: mongo.Document };
    };
    const statement = { q: updateOne.filter, u: updateOne.update, upsert: true, multi: false };
    largest = Math.max(largest, mongo.BSON.calculateObjectSize(statement));
  }
  // A case whose events built no document would measure nothing and pass.
  if (largest === 0) throw new Error(`No ${projection.name} document was built`);
  return largest;
}
