import type { WebhookDeliveryView } from '@botdir/contracts';
import type { WebhookDeliveryDoc } from './webhook-deliveries.projection';

/** The answer without the storage-only ordering key. */
export function toWebhookDeliveryView(doc: WebhookDeliveryDoc): WebhookDeliveryView {
  const { sequence: _sequence, ...view } = doc;
  return view;
}
