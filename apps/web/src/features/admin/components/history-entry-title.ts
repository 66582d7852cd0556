import type { SubmissionHistoryEntry } from '@botdir/contracts';

/** "SubmissionClaimed" → "Submission claimed". */
const fromType = (type: string) =>
  type
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/ (\w)/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

const field = (data: unknown, key: string): unknown =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;

/** An audit entry's title, with the outcome where the event has one ("Submission rejected"). */
export function historyEntryTitle(entry: SubmissionHistoryEntry): string {
  if (entry.type === 'SubmissionReviewed') {
    const decision = field(entry.data, 'decision');
    const overrode = field(entry.data, 'overrodeClaimOf');
    const outcome = typeof decision === 'string' ? `Submission ${decision}` : 'Submission reviewed';
    return typeof overrode === 'string' ? `${outcome} (past ${overrode}'s claim)` : outcome;
  }
  if (entry.type === 'PendingSubmissionEdited') return 'Edited by the owner while pending';
  return fromType(entry.type);
}

/** "demo_reviewer (Bot Reviewer)", "alice (no staff role)". */
export function historyActor(entry: SubmissionHistoryEntry): string {
  const roles = entry.actorRoles ?? [];
  return `${entry.actor.name} (${roles.length > 0 ? roles.join(', ') : 'no staff role'})`;
}
