import { createHash } from 'node:crypto';

/** Namespace of every id this project derives: the v5 id of 'https://botdir.dev/' (URL namespace). */
export const BOTDIR_NAMESPACE = '22cd3780-1121-5ba8-9014-2f8c3b536adf';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** RFC 4122 name-based UUID, version 5 (SHA-1). */
export function uuidV5(name: string, namespace: string): string {
  if (!UUID_PATTERN.test(namespace)) throw new Error(`Not a UUID namespace: ${namespace}`);
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The same name always gives the same UUID. */
export function deterministicUuid(name: string): string {
  return uuidV5(name, BOTDIR_NAMESPACE);
}

/** Id of the `index`-th event decided by a command: a retried command yields the same ids. */
export function eventIdFor(commandId: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new Error(`Event index must be a non-negative integer, got ${index}`);
  }
  return deterministicUuid(`event:${commandId}:${index}`);
}
