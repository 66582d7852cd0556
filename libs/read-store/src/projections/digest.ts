import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal content gives equal bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface DigestEntry {
  model: string;
  key: string;
  content: unknown;
}

/** sha256 over every entry, sorted by model then key, independent of the adapter's storage order. */
export function digestOf(entries: DigestEntry[]): string {
  const hash = createHash('sha256');
  const sorted = [...entries].sort((a, b) =>
    a.model === b.model ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.model < b.model ? -1 : 1,
  );
  for (const entry of sorted)
    hash.update(`${entry.model}\t${entry.key}\t${canonicalJson(entry.content)}\n`);
  return hash.digest('hex');
}

/** Counters with a zero value are the same as absent ones. */
export function counterEntries(counters: ReadonlyMap<string, number>): DigestEntry[] {
  return [...counters]
    .filter(([, value]) => value !== 0)
    .map(([key, value]) => ({ model: 'counters', key, content: value }));
}
