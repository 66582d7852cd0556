import { withArticle, type BotFieldChange, type BotHistoryEntry } from '@botdir/contracts';

const KIND_TEXT: Record<BotHistoryEntry['kind'], string> = {
  approved: 'approved',
  changed: 'changed',
  'edit-in-review': 'an edit went back to review',
  featured: 'featured',
  unfeatured: 'no longer featured',
  unlisted: 'unlisted',
  relisted: 'listed again',
  deleted: 'removed',
  'token-issued': 'a new API token was issued',
  'webhook-changed': 'the vote webhook was changed',
  'webhook-removed': 'the vote webhook was removed',
  'co-owner-added': 'a co-owner was added',
  'co-owner-removed': 'a co-owner was removed',
  'transfer-offered': 'the ownership was offered to another user',
  'transfer-cancelled': 'the ownership offer was cancelled',
  'ownership-transferred': 'the ownership was transferred',
};

/** "description changed", "invite permissions changed from 2048 to 8". */
export function changeText({ field, from, to }: BotFieldChange): string {
  if (from === null && to === null) return `${field} changed`;
  return `${field} changed from ${from || 'none'} to ${to || 'none'}`;
}

/** "unlisted: Spam", "a new API token was issued by an Administrator". */
export function entryTitle(entry: BotHistoryEntry): string {
  const title = entry.by
    ? `${KIND_TEXT[entry.kind]} by ${withArticle(entry.by)}`
    : KIND_TEXT[entry.kind];
  return entry.reason ? `${title}: ${entry.reason}` : title;
}
