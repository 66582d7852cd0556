import type { ReadStore } from './read-store.port';
import { botData, type EventBuilder } from './testing/event-builder';

const APP = '123456789012345678';

/** `/bot/{ref}`: both adapters resolve an internal id and a Discord application id alike. */
export function describeBotRefContract(
  context: () => { store: ReadStore; given: EventBuilder },
): void {
  describe('bot refs (internal id, Discord application id)', () => {
    it('resolves an application id to its live listing', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot(
          '1001',
          botData({ name: 'Other', discordAppId: '223456789012345678' }),
        ),
        ...given.approvedBot('1002', botData({ name: 'Melodia', discordAppId: APP })),
      ]);
      expect(await store.resolveBotRef({ kind: 'application', applicationId: APP })).toBe(1002);
      expect(
        await store.resolveBotRef({ kind: 'application', applicationId: '323456789012345678' }),
      ).toBeNull();
    });

    it('names no pending, rejected or deleted listing by its application id', async () => {
      const { store, given } = context();
      await store.applyEvents([
        given.submitted('1001', botData({ name: 'Pending', discordAppId: APP })),
        ...given.approvedBot('1002', botData({ name: 'Gone', discordAppId: '223456789012345678' })),
        given.deleted(1002),
      ]);
      expect(await store.resolveBotRef({ kind: 'application', applicationId: APP })).toBeNull();
      expect(
        await store.resolveBotRef({ kind: 'application', applicationId: '223456789012345678' }),
      ).toBeNull();
    });

    it('passes an internal id through and names no bot by a slug yet', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1001', botData({ name: 'Melodia' })));
      expect(await store.resolveBotRef({ kind: 'id', id: 1001 })).toBe(1001);
      expect(await store.resolveBotRef({ kind: 'slug', slug: 'melodia' })).toBeNull();
    });
  });
}
