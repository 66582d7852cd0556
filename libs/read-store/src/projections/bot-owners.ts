import type { BotOwnershipEvent, RecordedEvent } from '@botdir/contracts';
import type { BotDoc } from './bots.projection';

/**
 * Co-owners and transfers on a listing, as the bot stream decides them (bot.state.ts in the
 * api): the new owner leaves the co-owners, the former one joins them when the event says so.
 */
export function evolveOwnership(doc: BotDoc, event: RecordedEvent<BotOwnershipEvent>): BotDoc {
  const coOwnerIds = doc.coOwnerIds ?? [];
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'CoOwnerAdded':
      return { ...doc, coOwnerIds: [...coOwnerIds, event.data.userId], updatedAt: at };
    case 'CoOwnerRemoved': {
      const remaining = coOwnerIds.filter((id) => id !== event.data.userId);
      return { ...doc, coOwnerIds: remaining, updatedAt: at };
    }
    case 'OwnershipTransferOffered':
      return { ...doc, transferOfferedTo: event.data.toUserId };
    case 'OwnershipTransferCancelled':
      return { ...doc, transferOfferedTo: null };
    case 'OwnershipTransferAccepted': {
      const { fromUserId, toUserId, toUserName, formerOwnerStays } = event.data;
      const others = coOwnerIds.filter((id) => id !== toUserId);
      const bot = { ...doc.bot, ownerId: toUserId, ownerName: toUserName };
      const owners = formerOwnerStays ? [...others, fromUserId] : others;
      return { ...doc, bot, coOwnerIds: owners, transferOfferedTo: null, updatedAt: at };
    }
  }
}
