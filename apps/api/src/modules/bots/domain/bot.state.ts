import type { BotData, BotEvent, OwnershipTransferAccepted, RecordedAt } from '@botdir/contracts';

export interface RecordedBot {
  status: 'live' | 'deleted' | 'unlisted';
  /** The submission an edit waits as, while it is in review. */
  pendingEdit: string | null;
  botId: number;
  bot: BotData;
  ownerId: string;
  /** Current co-owners (at most MAX_CO_OWNERS), in the order they were added. */
  coOwnerIds: string[];
  /** The user a transfer of ownership is offered to, until they accept or it is cancelled. */
  transferOfferedTo: string | null;
  featured: boolean;
  /** The sha256 (hex) of the current API token, and when it was issued; null before any. */
  token: { hash: string; issuedAt: string } | null;
  /** The current slug; null for a bot published before slugs (until one is assigned). */
  slug: string | null;
}

/** The state of one `bot-{botId}` stream, folded from its events. */
export type BotState = { status: 'none' } | RecordedBot;

export const initialBotState: BotState = { status: 'none' };

export function evolveBot(state: BotState, event: BotEvent, recorded: RecordedAt): BotState {
  if (event.type === 'BotPublished') {
    const { botId, bot } = event.data;
    const owner = bot.ownerId;
    return {
      status: 'live',
      botId,
      bot,
      ownerId: owner,
      coOwnerIds: [],
      transferOfferedTo: null,
      featured: false,
      token: null,
      pendingEdit: null,
      slug: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'BotEdited':
      return { ...state, bot: event.data.bot };
    case 'BotFeatured':
      return { ...state, featured: event.data.featured };
    case 'BotDeleted':
      return { ...state, status: 'deleted' };
    case 'BotUnlisted':
      return state.status === 'live' ? { ...state, status: 'unlisted' } : state;
    case 'BotRelisted':
      return state.status === 'unlisted' ? { ...state, status: 'live' } : state;
    case 'BotEditNeedsReview':
      return { ...state, pendingEdit: event.data.submissionId };
    case 'BotSlugAssigned':
      return { ...state, slug: event.data.slug };
    case 'CoOwnerAdded':
      return { ...state, coOwnerIds: [...state.coOwnerIds, event.data.userId] };
    case 'CoOwnerRemoved':
      return { ...state, coOwnerIds: state.coOwnerIds.filter((id) => id !== event.data.userId) };
    case 'OwnershipTransferOffered':
      return { ...state, transferOfferedTo: event.data.toUserId };
    case 'OwnershipTransferCancelled':
      return { ...state, transferOfferedTo: null };
    case 'OwnershipTransferAccepted':
      return acceptTransfer(state, event.data);
    case 'BotTokenIssued':
      return { ...state, token: { hash: event.data.tokenHash, issuedAt: recorded.occurredAt } };
    default:
      return state;
  }
}

/** The new owner leaves the co-owners; the former one joins them when the event says so. */
function acceptTransfer(state: RecordedBot, data: OwnershipTransferAccepted['data']): RecordedBot {
  const others = state.coOwnerIds.filter((id) => id !== data.toUserId);
  const coOwnerIds = data.formerOwnerStays ? [...others, data.fromUserId] : others;
  const bot = { ...state.bot, ownerId: data.toUserId, ownerName: data.toUserName };
  return { ...state, ownerId: data.toUserId, bot, coOwnerIds, transferOfferedTo: null };
}
