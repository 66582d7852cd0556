import type { IncomingMessage } from 'node:http';
import type { RateLimitPolicy } from './route-policy.decorators';
import {
  SESSION_COOKIE,
  readCookie,
  unsignCookieValue,
} from '@api/infrastructure/session/session-cookie';

/**
 * Who a read is counted against. People behind one address (an office, a campus, a carrier NAT)
 * share the anonymous budget, so a request carrying a session cookie this server signed waits for
 * its session and spends its account's budget instead; a forged cookie fails the signature and is
 * counted per address at once. Writes keep both counters (see rate-limit-budgets.ts).
 */
export function readsCountPerAccount(
  policy: RateLimitPolicy,
  req: IncomingMessage,
  sessionSecret: string,
): boolean {
  if (policy !== 'reads') return false;
  const raw = readCookie(req.headers.cookie, SESSION_COOKIE);
  return raw !== null && unsignCookieValue(raw, sessionSecret) !== null;
}
