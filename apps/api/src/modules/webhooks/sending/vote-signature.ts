import { createHmac } from 'node:crypto';

/**
 * The headers of a vote delivery: `Authorization` carries the secret itself (top.gg's convention),
 * `X-Signature` the HMAC-SHA256 of the raw body with it, `X-Timestamp` when it was signed.
 */
export function voteHeaders(body: string, secret: string, now: Date): Record<string, string> {
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'botdir-webhooks/1',
    Authorization: secret,
    'X-Signature': `sha256=${signature}`,
    'X-Timestamp': String(Math.floor(now.getTime() / 1000)),
  };
}
