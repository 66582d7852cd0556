import type { BotData } from './bot-data';
import { invitePermissionBits } from './bot-rules';

export type BotHistoryKind =
  | 'approved'
  | 'changed'
  | 'edit-in-review'
  | 'featured'
  | 'unfeatured'
  | 'unlisted'
  | 'relisted'
  | 'deleted'
  | 'token-issued'
  | 'webhook-changed'
  | 'webhook-removed'
  | 'co-owner-added'
  | 'co-owner-removed'
  | 'transfer-offered'
  | 'transfer-cancelled'
  | 'ownership-transferred';

/** One field of a public change; long texts carry no values, only that they changed. */
export interface BotFieldChange {
  field: string;
  from: string | null;
  to: string | null;
}

/**
 * A bot's history keeps this many entries, the newest (older ones stay in the events): one entry
 * can hold ~64 KB, and the read model must stay far below MongoDB's 16 MiB document limit.
 */
export const BOT_HISTORY_KEPT = 100;

/** One moment of a bot's public life. No reviewer identity, staff notes or private fields. */
export interface BotHistoryEntry {
  at: string;
  kind: BotHistoryKind;
  changes: BotFieldChange[];
  reason?: string;
  /**
   * Who acted on the bot's token or webhook when it was not its owner: their staff role's title
   * ("Administrator"), never the person. The owner's own changes to them are not history.
   */
  by?: string;
}

/** An entry as the read model keeps it: the actor's staff role ids, named when it is answered. */
export interface BotHistoryRecord extends Omit<BotHistoryEntry, 'by'> {
  byStaffRoleIds?: string[];
}

/** "an Administrator", "a Bot Reviewer": a role named in a sentence. */
export function withArticle(role: string): string {
  return `${/^[AEIOU]/i.test(role) ? 'an' : 'a'} ${role}`;
}

/**
 * The invite's `permissions` bits as a decimal string ('0' when none, or when not a whole number
 * below 2^64: listings stored before the rule may hold one).
 */
export function invitePermissionsOf(inviteUrl: string): string {
  return String(invitePermissionBits(inviteUrl) ?? 0n);
}

/** The invite's `client_id` (the Discord application). */
function inviteClientOf(inviteUrl: string): string | null {
  try {
    return new URL(inviteUrl).searchParams.get('client_id');
  } catch {
    return null;
  }
}

type Reader = (bot: BotData) => string | null;

/** The public fields a history compares; `null` value: shown as "changed" without values. */
const FIELDS: [string, Reader, boolean][] = [
  ['name', (bot) => bot.name, true],
  ['short description', (bot) => bot.shortDescription, true],
  ['description', (bot) => bot.description, false],
  ['avatar', (bot) => bot.avatar, false],
  ['invite permissions', (bot) => invitePermissionsOf(bot.inviteUrl), true],
  ['invite application', (bot) => inviteClientOf(bot.inviteUrl), true],
  ['invite URL', (bot) => bot.inviteUrl, false],
  ['support server', (bot) => bot.supportServerUrl ?? null, true],
  ['website', (bot) => bot.websiteUrl ?? null, true],
  ['GitHub', (bot) => bot.githubUrl ?? null, true],
  ['categories', (bot) => bot.categories.join(', '), true],
  ['tags', (bot) => bot.tags.join(', '), true],
  ['banner', (bot) => bot.banner ?? null, false],
  ['screenshots', (bot) => (bot.screenshots ?? []).join('\n'), false],
  ['slash commands', (bot) => JSON.stringify(bot.slashCommands ?? []), false],
];

/** Field-level differences between two versions of a listing. */
export function botFieldChanges(before: BotData, after: BotData): BotFieldChange[] {
  const changes: BotFieldChange[] = [];
  for (const [field, read, withValues] of FIELDS) {
    const from = read(before);
    const to = read(after);
    if (from === to) continue;
    changes.push(withValues ? { field, from, to } : { field, from: null, to: null });
  }
  return changes;
}

/**
 * Why an edit must go back to review: it raises the invite's permission bits (any bit not held
 * before) or changes its application. Empty when it may go live at once.
 */
export function editReviewReasons(before: BotData, after: BotData): string[] {
  const reasons: string[] = [];
  const old = invitePermissionBits(before.inviteUrl) ?? 0n;
  const next = invitePermissionBits(after.inviteUrl) ?? 0n;
  if ((next & ~old) !== 0n) reasons.push('invite permissions raised');
  if (inviteClientOf(before.inviteUrl) !== inviteClientOf(after.inviteUrl)) {
    reasons.push('invite client_id changed');
  }
  return reasons;
}
