import { randomUUID } from 'node:crypto';
import {
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type EventStoreDBClient,
} from '@eventstore/db-client';

/** The adapter's own streams (identity, idempotency records): never part of the directory's log. */
export const BOOKKEEPING_STREAM_PREFIX = 'botdir-';
const IDENTITY_STREAM = `${BOOKKEEPING_STREAM_PREFIX}store-identity`;

/**
 * A random id written once into the database itself, so a wiped or different server is told
 * apart from the one a checkpoint was taken on (its positions would mean nothing there).
 */
export async function esdbStoreIdentity(client: EventStoreDBClient): Promise<string> {
  const stored = await readIdentity(client);
  if (stored) return stored;
  try {
    const event = jsonEvent({ type: 'StoreIdentified', data: { id: randomUUID() } });
    await client.appendToStream(IDENTITY_STREAM, event, { expectedRevision: NO_STREAM });
  } catch (error) {
    // Another process identified the store first: its id wins.
    if (!(error instanceof WrongExpectedVersionError)) throw error;
  }
  const written = await readIdentity(client);
  if (!written) throw new Error('EventStoreDB did not keep the store identity');
  return written;
}

async function readIdentity(client: EventStoreDBClient): Promise<string | null> {
  try {
    for await (const resolved of client.readStream(IDENTITY_STREAM, { maxCount: 1 })) {
      const id = (resolved.event?.data as { id?: unknown } | undefined)?.id;
      return typeof id === 'string' ? `esdb:${id}` : null;
    }
  } catch (error) {
    if (error instanceof StreamNotFoundError) return null;
    throw error;
  }
  return null;
}
