/**
 * The headers every outbox request carries. `X-Delivery-Id` is the same on every attempt of one
 * delivery, and a Redeliver keeps the first delivery's id, so a receiver can tell a retry from news.
 */
export function deliveryHeaders(deliveryId: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'botdir-webhooks/1',
    'X-Delivery-Id': deliveryId,
  };
}
