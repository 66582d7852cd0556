import {
  assertNever,
  type BanRecord,
  type DirectoryEventOf,
  type RecordedEvent,
} from '@botdir/contracts';
import { defineProjection } from './projection';

/** A user's bans, newest first; `sequence` (the latest ban's position) orders the Bans tab. */
export interface BanDoc extends BanRecord {
  sequence: number;
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
      const bans = doc?.bans ?? [];
      const ban = {
        id: `${userId}-${bans.length + 1}`,
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
      return { userId, sequence: event.position, bans: [ban, ...bans] };
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
