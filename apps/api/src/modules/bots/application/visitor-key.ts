import { createHmac } from 'node:crypto';
import { addressKey } from '@api/infrastructure/security/address-key';

/**
 * Who a click or a view counts as (trending, analytics): a logged-in user by their id, anyone else by their
 * address alone (an IPv6 /64 as one), never by anything the client chooses, like its User-Agent.
 * Keyed with the session secret, so neither the id nor the address is stored.
 */
export function visitorKey(secret: string, userId: string | null, ip: string): string {
  const identity = userId === null ? `address:${addressKey(ip)}` : `user:${userId}`;
  return createHmac('sha256', secret).update(identity).digest('base64url').slice(0, 22);
}
