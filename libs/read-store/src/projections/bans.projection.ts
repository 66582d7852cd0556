import {
  assertNever,
  BANS_KEPT,
  type BanRecord,
  type DirectoryEventOf,
  type RecordedEvent,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** A user's bans, newest first; `sequence` (the latest ban's position) orders the Bans tab. */
export interface BanDoc extends BanRecord {
  sequence: number;
  /** Every ban the user ever had (ids go on counting once older bans are dropped). */
  count: number;
}

type BanEventType = 'UserBanned' | 'UserUnbanned' | 'BanAppealed';

/** The newest ban changed by `change`; other bans stay as they were. */
const withLatest = (doc: BanDoc, change: Partial<BanDoc['bans'][number]>): BanDoc => {
  const [latest, ...earlier] = doc.bans;
  return latest ? { ...doc, bans: [{ ...latest, ...change }, ...earlier] } : doc;
};

function evolveBans(
  doc: BanDoc | null,
  event: RecordedEvent<DirectoryEventOf<BanEventType>>,
): BanDoc | null {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'UserBanned': {
      const { userId, reason, until, by } = event.data;
      const count = (doc?.count ?? 0) + 1;
      const ban = {
        id: `${userId}-${count}`,
        userId,
        reason,
        until,
        bannedBy: by,
        bannedAt: at,
        unbannedAt: null,
        unbannedBy: null,
        unbanReason: null,
        appeal: null,
        appealedAt: null,
      };
      const bans = [ban, ...(doc?.bans ?? [])].slice(0, BANS_KEPT);
      return { userId, sequence: event.position, count, bans };
    }
    case 'UserUnbanned':
      if (!doc) return null;
      return withLatest(doc, {
        unbannedAt: at,
        unbannedBy: event.data.by,
        unbanReason: event.data.reason ?? null,
      });
    case 'BanAppealed':
      if (!doc) return null;
      return withLatest(doc, { appeal: event.data.text, appealedAt: at });
    default:
      return assertNever(event);
  }
}

export const bansProjection = defineProjection<BanDoc, BanEventType>({
  name: 'bans',
  eventTypes: ['UserBanned', 'UserUnbanned', 'BanAppealed'],
  keyOf: (event) => event.data.userId,
  evolve: evolveBans,
});

export function toBanRecord(doc: BanDoc): BanRecord {
  return { userId: doc.userId, bans: doc.bans };
}
