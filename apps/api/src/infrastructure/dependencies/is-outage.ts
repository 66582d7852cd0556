import { isEsdbOutage } from '@botdir/event-store';
import { isMongoOutage } from './is-mongo-outage';

/** SQLite result codes that mean the file or its lock is unusable, not that a statement is wrong. */
const SQLITE_OUTAGE =
  /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|READONLY|FULL|PERM|NOTADB|CORRUPT|PROTOCOL)/;
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** ioredis's error when Redis stays unreachable (MongoDB and EventStoreDB are asked by class). */
const CLIENT_OUTAGE_NAMES = /^MaxRetriesPerRequestError$/;
const OUTAGE_MESSAGES =
  /Connection is closed|Stream isn't writeable|Command timed out|database connection is not open|connect ECONNREFUSED/i;

/**
 * True when an error says a store or Redis could not be reached or used (an outage), as opposed
 * to a bug or a rule: only those become 503s, everything else stays a 500 to be fixed.
 */
export function isOutage(error: unknown): boolean {
  // Not `instanceof Error`: native addons (better-sqlite3) may throw another realm's errors.
  if (typeof error !== 'object' || error === null) return false;
  // EventStoreDB's client sets no error names: it is asked through its own exports.
  if (isEsdbOutage(error)) return true;
  if (isMongoOutage(error)) return true;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (SQLITE_OUTAGE.test(code) || NETWORK_CODES.has(code)))
    return true;
  return (
    (typeof name === 'string' && CLIENT_OUTAGE_NAMES.test(name)) ||
    (typeof message === 'string' && OUTAGE_MESSAGES.test(message))
  );
}
