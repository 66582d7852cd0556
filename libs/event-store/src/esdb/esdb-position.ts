import type { Position } from '@eventstore/db-client';

/*
 * How ESDB positions become the port's `position: number`.
 *
 * An ESDB event's place in $all is a pair {commit, prepare} of byte offsets in the transaction
 * log, ordered commit first, then prepare. Since the v20 log format every append made through
 * gRPC is an implicit transaction: each event is its own prepare record flagged as committed,
 * and $all reports it with commit === prepare === that record's offset. Events of one
 * multi-event append therefore do NOT share a position: each has its own offset, later events
 * at higher offsets. Only legacy explicit transactions (TCP API, which this adapter never uses)
 * give several events one commit position; there the prepare offset still tells them apart.
 *
 * So the port position is the PREPARE offset: unique per event (two records never share an
 * offset), strictly increasing in $all order for everything this adapter writes, and a safe
 * integer until the log reaches 8 PiB (checked below rather than silently rounded).
 * Resuming `after: p` maps back to {commit: p, prepare: p}, the exact $all position of that
 * event: a subscription starts strictly after it, and a read starts at it (the adapter then
 * drops events at or before `after`, so a read is exclusive as the port demands).
 */
export function toPortPosition(position: Position): number {
  const value = Number(position.prepare);
  if (position.prepare < 0n || !Number.isSafeInteger(value)) {
    throw new Error(`ESDB position ${position.prepare} is not a safe JavaScript integer`);
  }
  return value;
}

export function toEsdbPosition(portPosition: number): Position {
  const offset = BigInt(portPosition);
  return { commit: offset, prepare: offset };
}
