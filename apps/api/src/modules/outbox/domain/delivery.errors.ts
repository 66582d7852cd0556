import { DomainError } from '@botdir/contracts';

/** Stable error codes of deliveries (named WEBHOOK.* since the first release: clients rely on them). */
export const DELIVERY = {
  DELIVERY_NOT_FOUND: 'WEBHOOK.DELIVERY_NOT_FOUND',
  INVALID_DELIVERY_ID: 'WEBHOOK.INVALID_DELIVERY_ID',
  DELIVERY_OPEN: 'WEBHOOK.DELIVERY_OPEN',
  CLAIM_LOST: 'WEBHOOK.CLAIM_LOST',
} as const;

export const deliveryErrors = {
  invalidDeliveryId: () =>
    new DomainError(DELIVERY.INVALID_DELIVERY_ID, 'invalid', 'Delivery id must be a UUID.'),
  deliveryOpen: () =>
    new DomainError(
      DELIVERY.DELIVERY_OPEN,
      'conflict',
      'This delivery is still being attempted; redeliver it once it has succeeded or failed.',
    ),
  deliveryNotFound: () =>
    new DomainError(DELIVERY.DELIVERY_NOT_FOUND, 'not_found', 'This delivery does not exist.'),
  claimLost: () =>
    new DomainError(DELIVERY.CLAIM_LOST, 'conflict', 'Another worker holds this delivery attempt.'),
};
