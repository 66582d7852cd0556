import { createHmac } from 'node:crypto';
import type { CommandActor } from '@botdir/contracts';
import { addressKey } from '@api/infrastructure/security/address-key';

/**
 * One visitor for per-day counts: the user when logged in, otherwise the client address (an IPv4
 * address or IPv6 /64), as a keyed hash so neither is stored.
 */
export function visitorKey(secret: string, actor: CommandActor | null, ip: string | undefined) {
  return createHmac('sha256', secret)
    .update(actor ? `user:${actor.id}` : `ip:${addressKey(ip ?? '')}`)
    .digest('base64url')
    .slice(0, 22);
}
