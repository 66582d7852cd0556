import type { ReadStore } from './read-store.port';
import type { EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

/** Bans: one record per user, bans newest first, lifts and appeals on the ban they concern. */
export function describeBansContract(context: Context): void {
  describe('bans', () => {
    it("keeps each user's bans newest first, with lifts and appeals", async () => {
      const { store, given } = context();
      const first = given.by(
        { id: 'a1', name: 'admin', roles: [] },
        given.of('UserBanned', { userId: 'u1', reason: 'Spam', until: null, by: 'a1' }),
      );
      const appealed = given.of('BanAppealed', { userId: 'u1', text: 'It was my cousin' });
      const lifted = given.of('UserUnbanned', { userId: 'u1', by: 'a1', reason: 'Forgiven' });
      const other = given.of('UserBanned', { userId: 'u2', reason: 'Ads', until: null, by: 'a1' });
      const second = given.of('UserBanned', {
        userId: 'u1',
        reason: 'Spam again',
        until: '2030-01-01T00:00:00.000Z',
        by: 'a1',
      });
      await store.applyEvents([first, appealed, lifted, other, second]);

      const record = await store.userBans('u1');
      expect(record?.bans).toEqual([
        {
          id: 'u1-2',
          userId: 'u1',
          reason: 'Spam again',
          until: '2030-01-01T00:00:00.000Z',
          bannedBy: 'a1',
          bannedAt: second.metadata.occurredAt,
          unbannedAt: null,
          unbannedBy: null,
          unbanReason: null,
          appeal: null,
          appealedAt: null,
        },
        {
          id: 'u1-1',
          userId: 'u1',
          reason: 'Spam',
          until: null,
          bannedBy: 'a1',
          bannedAt: first.metadata.occurredAt,
          unbannedAt: lifted.metadata.occurredAt,
          unbannedBy: 'a1',
          unbanReason: 'Forgiven',
          appeal: 'It was my cousin',
          appealedAt: appealed.metadata.occurredAt,
        },
      ]);
      expect(await store.userBans('u3')).toBeNull();
      // The most recently banned first, paged.
      const page = await store.listBans({ limit: 10, offset: 0 });
      expect(page.map((row) => [row.userId, row.bans.length])).toEqual([
        ['u1', 2],
        ['u2', 1],
      ]);
      expect((await store.listBans({ limit: 1, offset: 1 })).map((row) => row.userId)).toEqual([
        'u2',
      ]);
    });
  });
}
