import {
  isDiscordId,
  MAX_CO_OWNERS,
  type BotOwnershipEvent,
  type CoOwnerAdded,
  type CoOwnerRemoved,
  type OwnershipTransferAccepted,
  type OwnershipTransferCancelled,
  type OwnershipTransferOffered,
} from '@botdir/contracts';
import { mainOwnedBot } from './bot-access';
import type {
  AcceptOwnershipTransfer,
  BotOwnershipCommand,
  CancelOwnershipTransfer,
  ChangeCoOwner,
  OfferOwnershipTransfer,
} from './bot.commands';
import { botOwnershipErrors } from './bot-ownership.errors';
import { botErrors } from './bot.errors';
import type { BotState } from './bot.state';

function changeCoOwner(command: ChangeCoOwner, state: BotState): CoOwnerAdded | CoOwnerRemoved {
  const bot = mainOwnedBot(state, command.actor);
  const { userId } = command;
  const data = { botId: bot.botId, userId };
  const isCoOwner = bot.coOwnerIds.includes(userId);
  if (command.change === 'remove') {
    if (!isCoOwner) throw botOwnershipErrors.notCoOwner();
    return { type: 'CoOwnerRemoved', data: { ...data, removedBy: command.actor.id } };
  }
  if (!isDiscordId(userId)) throw botOwnershipErrors.invalidUserId();
  if (userId === bot.ownerId) throw botOwnershipErrors.ownerNotCoOwner();
  if (isCoOwner) throw botOwnershipErrors.alreadyCoOwner();
  if (bot.coOwnerIds.length >= MAX_CO_OWNERS) throw botOwnershipErrors.tooManyCoOwners();
  return { type: 'CoOwnerAdded', data: { ...data, addedBy: command.actor.id } };
}

/** The same offer again changes nothing; another one replaces the pending offer. */
function offer(command: OfferOwnershipTransfer, state: BotState): OwnershipTransferOffered | null {
  const bot = mainOwnedBot(state, command.actor);
  const { toUserId } = command;
  if (!isDiscordId(toUserId)) throw botOwnershipErrors.invalidUserId();
  if (toUserId === bot.ownerId) throw botOwnershipErrors.transferToOwner();
  if (bot.transferOfferedTo === toUserId) return null;
  const data = { botId: bot.botId, fromUserId: bot.ownerId, toUserId };
  return { type: 'OwnershipTransferOffered', data };
}

function accept(command: AcceptOwnershipTransfer, state: BotState): OwnershipTransferAccepted {
  if (state.status === 'none') throw botErrors.notFound();
  if (state.status === 'deleted') throw botErrors.deleted();
  if (state.transferOfferedTo === null) throw botOwnershipErrors.noTransfer();
  const { actor } = command;
  if (state.transferOfferedTo !== actor.id) throw botOwnershipErrors.transferNotYours();
  const remaining = state.coOwnerIds.filter((id) => id !== actor.id);
  return {
    type: 'OwnershipTransferAccepted',
    data: {
      botId: state.botId,
      fromUserId: state.ownerId,
      toUserId: actor.id,
      toUserName: actor.name,
      formerOwnerStays: remaining.length < MAX_CO_OWNERS,
    },
  };
}

/** The owner withdraws, or the user it was offered to declines. */
function cancel(command: CancelOwnershipTransfer, state: BotState): OwnershipTransferCancelled {
  const { actor } = command;
  const offeredTo = state.status === 'none' ? null : state.transferOfferedTo;
  if (state.status !== 'none' && offeredTo === actor.id) {
    return {
      type: 'OwnershipTransferCancelled',
      data: { botId: state.botId, toUserId: actor.id, cancelledBy: actor.id },
    };
  }
  const bot = mainOwnedBot(state, actor);
  if (bot.transferOfferedTo === null) throw botOwnershipErrors.noTransfer();
  const data = { botId: bot.botId, toUserId: bot.transferOfferedTo, cancelledBy: actor.id };
  return { type: 'OwnershipTransferCancelled', data };
}

/** Co-owners and transfers of `bot-{id}`: none when an offer is repeated as it stands. */
export function decideOwnership(
  command: BotOwnershipCommand,
  state: BotState,
): BotOwnershipEvent[] {
  switch (command.type) {
    case 'ChangeCoOwner':
      return [changeCoOwner(command, state)];
    case 'OfferOwnershipTransfer':
      return [offer(command, state)].flatMap((event) => event ?? []);
    case 'AcceptOwnershipTransfer':
      return [accept(command, state)];
    case 'CancelOwnershipTransfer':
      return [cancel(command, state)];
  }
}
