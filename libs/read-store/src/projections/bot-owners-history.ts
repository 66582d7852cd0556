import type { BotHistoryRecord, BotOwnershipEvent, RecordedEvent } from '@botdir/contracts';
import type { BotHistoryDoc } from './bot-history.projection';

type Add = (
  entry: Omit<BotHistoryRecord, 'at'>,
  listing?: BotHistoryDoc['listing'],
) => BotHistoryDoc;

/**
 * Co-owner changes and transfers in a bot's history, each naming the Discord user it concerns;
 * the doc follows the co-owners (whose own token and webhook changes stay private).
 */
export function ownershipHistory(
  current: BotHistoryDoc,
  event: RecordedEvent<BotOwnershipEvent>,
  add: Add,
): BotHistoryDoc {
  const coOwnerIds = current.coOwnerIds ?? [];
  const change = (field: string, from: string | null, to: string | null) => [{ field, from, to }];
  switch (event.type) {
    case 'CoOwnerAdded': {
      const { userId } = event.data;
      const next = add({ kind: 'co-owner-added', changes: change('co-owner', null, userId) });
      return { ...next, coOwnerIds: [...coOwnerIds, userId] };
    }
    case 'CoOwnerRemoved': {
      const { userId } = event.data;
      const next = add({ kind: 'co-owner-removed', changes: change('co-owner', userId, null) });
      return { ...next, coOwnerIds: coOwnerIds.filter((id) => id !== userId) };
    }
    case 'OwnershipTransferOffered':
      return add({
        kind: 'transfer-offered',
        changes: change('offered to', null, event.data.toUserId),
      });
    case 'OwnershipTransferCancelled':
      return add({
        kind: 'transfer-cancelled',
        changes: change('offered to', event.data.toUserId, null),
      });
    case 'OwnershipTransferAccepted': {
      const { fromUserId, toUserId, toUserName, formerOwnerStays } = event.data;
      const listing = current.listing && {
        ...current.listing,
        ownerId: toUserId,
        ownerName: toUserName,
      };
      const entry = {
        kind: 'ownership-transferred' as const,
        changes: change('owner', fromUserId, toUserId),
      };
      const others = coOwnerIds.filter((id) => id !== toUserId);
      return {
        ...add(entry, listing),
        coOwnerIds: formerOwnerStays ? [...others, fromUserId] : others,
      };
    }
  }
}
