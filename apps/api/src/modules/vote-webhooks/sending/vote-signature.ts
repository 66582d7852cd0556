import { createHmac } from 'node:crypto';
import { deliveryHeaders } from '@api/modules/outbox/outbox.ports';

export interface SignedVote {
  body: string;
  secret: string;
  /** `X-Delivery-Id`: the same on every retry and Redeliver of one delivery. */
  deliveryId: string;
  now: Date;
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/**
 * The headers of a vote delivery. Kept for existing receivers: `Authorization` carries the secret
 * itself (top.gg's convention), `X-Signature` the HMAC-SHA256 of the raw body, `X-Timestamp` when
 * it was signed. `X-Signature-256` signs `{timestamp}.{delivery id}.{body}`: a captured delivery
 * sent again with a fresh timestamp, or under another delivery id, no longer verifies.
 */
export function voteHeaders({ body, secret, deliveryId, now }: SignedVote): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signed = hmac(secret, `${timestamp}.${deliveryId}.${body}`);
  return {
    ...deliveryHeaders(deliveryId),
    Authorization: secret,
    'X-Signature': `sha256=${hmac(secret, body)}`,
    'X-Timestamp': timestamp,
    'X-Signature-256': `t=${timestamp},v1=${signed}`,
  };
}
