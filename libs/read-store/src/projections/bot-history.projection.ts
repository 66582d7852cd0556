import {
  assertNever,
  BOT_HISTORY_KEPT,
  botFieldChanges,
  type BotData,
  type BotHistoryRecord,
  type DirectoryEventOf,
  type RecordedEvent,
} from '@botdir/contracts';
import { ownershipHistory } from './bot-owners-history';
import { defineProjection } from './projection';

/**
 * A bot's public life, oldest first (its newest BOT_HISTORY_KEPT entries), and the listing the
 * next change is compared with.
 */
export interface BotHistoryDoc {
  botId: number;
  listing: BotData | null;
  entries: BotHistoryRecord[];
  /** Who manages the bot besides its owner: their token and webhook changes are not history. */
  coOwnerIds?: string[];
}

const HISTORY_EVENT_TYPES = [
  'BotPublished',
  'BotEdited',
  'BotEditNeedsReview',
  'BotFeatured',
  'BotUnlisted',
  'BotRelisted',
  'BotDeleted',
  'BotTokenIssued',
  'BotWebhookConfigured',
  'BotWebhookRemoved',
  'CoOwnerAdded',
  'CoOwnerRemoved',
  'OwnershipTransferOffered',
  'OwnershipTransferCancelled',
  'OwnershipTransferAccepted',
] as const;
type HistoryEventType = (typeof HISTORY_EVENT_TYPES)[number];

function evolveHistory(
  doc: BotHistoryDoc | null,
  event: RecordedEvent<DirectoryEventOf<HistoryEventType>>,
): BotHistoryDoc | null {
  const at = event.metadata.occurredAt;
  const current = doc ?? { botId: event.data.botId, listing: null, entries: [] };
  const add = (entry: Omit<BotHistoryRecord, 'at'>, listing = current.listing): BotHistoryDoc => ({
    ...current,
    listing,
    entries: [...current.entries, { at, ...entry }].slice(-BOT_HISTORY_KEPT),
  });
  // The owner's own token and webhook are private; anyone else changing them is the bot's history,
  // told by the staff roles the event's metadata says they held.
  const byOthers = (kind: BotHistoryRecord['kind']): BotHistoryDoc | null => {
    const { actor } = event.metadata;
    if (!doc?.listing || actor.id === doc.listing.ownerId) return doc;
    if (doc.coOwnerIds?.includes(actor.id)) return doc;
    return add({ kind, changes: [], byStaffRoleIds: actor.roles });
  };
  switch (event.type) {
    case 'BotPublished':
    case 'BotEdited': {
      const { bot } = event.data;
      if (!current.listing) return add({ kind: 'approved', changes: [] }, bot);
      const changes = botFieldChanges(current.listing, bot);
      return changes.length ? add({ kind: 'changed', changes }, bot) : { ...current, listing: bot };
    }
    case 'BotEditNeedsReview':
      return add({ kind: 'edit-in-review', changes: [], reason: event.data.reasons.join('; ') });
    case 'BotFeatured':
      return add({ kind: event.data.featured ? 'featured' : 'unfeatured', changes: [] });
    case 'BotUnlisted':
      return add({ kind: 'unlisted', changes: [], reason: event.data.reason });
    case 'BotRelisted':
      return add({ kind: 'relisted', changes: [] });
    case 'BotDeleted':
      return add({ kind: 'deleted', changes: [] });
    case 'BotTokenIssued':
      return byOthers('token-issued');
    case 'BotWebhookConfigured':
      return byOthers('webhook-changed');
    case 'BotWebhookRemoved':
      return byOthers('webhook-removed');
    case 'CoOwnerAdded':
    case 'CoOwnerRemoved':
    case 'OwnershipTransferOffered':
    case 'OwnershipTransferCancelled':
    case 'OwnershipTransferAccepted':
      return ownershipHistory(current, event, add);
    default:
      return assertNever(event);
  }
}

export const botHistoryProjection = defineProjection<BotHistoryDoc, HistoryEventType>({
  name: 'bot-history',
  eventTypes: HISTORY_EVENT_TYPES,
  keyOf: (event) => String(event.data.botId),
  evolve: evolveHistory,
});
