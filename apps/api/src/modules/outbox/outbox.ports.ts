/**
 * The outbox's public surface: all another module may import from it (the layer rules allow a
 * module's `*.ports.ts` and nothing else of it). Request a delivery, register a channel's sender,
 * send through the SSRF guard, poll for timed work.
 */
export { DeliveryRequests, type DeliveryRequest } from './application/request-delivery';
export {
  ChannelSenders,
  type ChannelSender,
  type DeliveryToSend,
  type PreparedSend,
} from './application/channel-senders';
export { DeliveryRunner } from './application/delivery-runner';
export { PollLoop } from './application/poll-loop';
export { OUTBOX_ACTOR } from './application/system-actor';
export { guardedPost, type SendResult } from './sending/guarded-post';
export { deliveryHeaders } from './sending/delivery-headers';
export { resolveTarget, TargetRefused } from './sending/resolve-target';
export { ParseDeliveryIdPipe } from './delivery-id.pipe';
export { deliveryErrors } from './domain/delivery.errors';

/** What a command that requests a delivery answers: the new delivery's id. */
export interface DeliveryAccepted {
  deliveryId: string;
}
