import { createHash } from 'node:crypto';

/**
 * A positive safe integer (at most 2^52) derived from a name. Bot and submission ids are derived
 * from command ids, so a retried command lands on the same stream; uniqueness is enforced by the
 * append expecting no stream.
 */
export function numericIdFrom(name: string): number {
  const digest = createHash('sha256').update(name).digest();
  const high = digest.readUInt32BE(0) & 0xfffff;
  const low = digest.readUInt32BE(4);
  return high * 2 ** 32 + low + 1;
}
