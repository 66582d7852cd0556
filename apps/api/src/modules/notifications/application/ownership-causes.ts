import type { StoredEvent } from '@api/infrastructure/reactions/reaction';
import type { NotificationCause } from './notification-causes';

export const OWNERSHIP_EVENTS = [
  'CoOwnerAdded',
  'CoOwnerRemoved',
  'OwnershipTransferOffered',
  'OwnershipTransferAccepted',
  'OwnershipTransferCancelled',
] as const;

/**
 * The person a co-owner change or a transfer concerns: the co-owner added or removed, the user
 * offered the bot, the former owner when it is accepted, and the other side when it is cancelled.
 */
export function ownershipCause(event: StoredEvent): NotificationCause | null {
  const cause = (kind: NotificationCause['kind'], botId: number, recipient: string) => ({
    kind,
    botId,
    recipient,
    detail: '',
  });
  switch (event.type) {
    case 'CoOwnerAdded':
      return cause('co-owner-added', event.data.botId, event.data.userId);
    case 'CoOwnerRemoved':
      return cause('co-owner-removed', event.data.botId, event.data.userId);
    case 'OwnershipTransferOffered':
      return cause('transfer-offered', event.data.botId, event.data.toUserId);
    case 'OwnershipTransferAccepted':
      return cause('transfer-accepted', event.data.botId, event.data.fromUserId);
    case 'OwnershipTransferCancelled': {
      const { botId, toUserId, cancelledBy } = event.data;
      // Declined: the owner hears of it (null: the bot's owner); withdrawn: the user offered.
      return cancelledBy === toUserId
        ? { kind: 'transfer-cancelled', botId, recipient: null, detail: '' }
        : cause('transfer-cancelled', botId, toUserId);
    }
    default:
      return null;
  }
}
