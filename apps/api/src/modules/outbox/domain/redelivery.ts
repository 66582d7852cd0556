import type { VoteWebhookPayload } from '@botdir/contracts';
import type { DeliveryState } from './delivery.decider';
import { deliveryErrors } from './delivery.errors';

/** What a Redeliver sends again, and the first delivery it repeats (its `X-Delivery-Id`). */
export interface Redelivery {
  payload: VoteWebhookPayload;
  redeliveryOf: string;
}

/**
 * What a Redeliver sends: the payload of a finished vote delivery of this bot. A new delivery (its
 * own stream) carries it, so the old one's history stays as it was; it names the first delivery of
 * the payload (a redelivery of a redelivery too), whose id receivers see again. Notifications to an
 * owner's Discord are not the bot's vote deliveries.
 */
export function redelivery(state: DeliveryState, botId: number): Redelivery {
  if (state.status === 'none' || state.botId !== botId) throw deliveryErrors.deliveryNotFound();
  if (state.target.channel !== 'vote-webhook') throw deliveryErrors.deliveryNotFound();
  if (state.status === 'pending' || state.status === 'sending') {
    throw deliveryErrors.deliveryOpen();
  }
  return { payload: state.target.payload, redeliveryOf: state.originalDeliveryId };
}
