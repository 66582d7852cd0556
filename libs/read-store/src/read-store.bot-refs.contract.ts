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

    it('passes an internal id through; a bot published before slugs has none', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1001', botData({ name: 'Melodia' })));
      expect(await store.resolveBotRef({ kind: 'id', id: 1001 })).toBe(1001);
      expect(await store.resolveBotRef({ kind: 'slug', slug: 'melodia' })).toBeNull();
      expect(await store.getBot(1001)).toMatchObject({ slug: null });
      expect(await store.publicBotEntries()).toMatchObject([{ id: 1001, slug: null }]);
    });
  });

  describe('bot slugs', () => {
    const slug = (s: string) => ({ kind: 'slug', slug: s }) as const;

    it('names a bot by its current slug and by every slug it held before', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1001', botData({ name: 'Melodia' })),
        given.slugAssigned(1001, 'melodia'),
        ...given.approvedBot('1002', botData({ name: 'Other' })),
        given.slugAssigned(1002, 'other'),
      ]);
      await store.applyEvents([given.slugAssigned(1001, 'melodia-music')]);
      await store.applyEvents([given.slugAssigned(1001, 'tunes')]);

      expect(await store.resolveBotRef(slug('tunes'))).toBe(1001);
      expect(await store.resolveBotRef(slug('melodia-music'))).toBe(1001);
      expect(await store.resolveBotRef(slug('melodia'))).toBe(1001);
      expect(await store.resolveBotRef(slug('other'))).toBe(1002);
      expect(await store.resolveBotRef(slug('nobody'))).toBeNull();
      expect(await store.getBot(1001)).toMatchObject({ slug: 'tunes' });
      expect((await store.listBots({ limit: 10, offset: 0 })).items).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: 1001, slug: 'tunes' })]),
      );
      expect(await store.publicBotEntries()).toMatchObject([
        { id: 1001, slug: 'tunes' },
        { id: 1002, slug: 'other' },
      ]);
    });

    it('keeps every slug when several changes land in one batch, and on re-approval', async () => {
      const { store, given } = context();
      const bot = botData({ name: 'Melodia' });
      await store.applyEvents([
        ...given.approvedBot('1001', bot),
        given.slugAssigned(1001, 'melodia'),
        given.slugAssigned(1001, 'melodia-2'),
        given.slugAssigned(1001, 'tunes'),
        given.edited(1001, { ...bot, shortDescription: 'Edited' }),
      ]);
      for (const old of ['melodia', 'melodia-2', 'tunes'])
        expect(await store.resolveBotRef(slug(old))).toBe(1001);
      expect(await store.getBot(1001)).toMatchObject({ slug: 'tunes' });
    });

    it('rebuilds every slug on a replay of the bots read model', async () => {
      const { store, given } = context();
      const events = [
        ...given.approvedBot('1001', botData({ name: 'Melodia' })),
        given.slugAssigned(1001, 'melodia'),
        given.slugAssigned(1001, 'tunes'),
      ];
      await store.applyEvents(events);
      const shadow = await store.openShadow(['bots']);
      await shadow.applyEvents(events);
      await store.promoteShadow(['bots']);
      expect(await store.resolveBotRef(slug('melodia'))).toBe(1001);
      expect(await store.getBot(1001)).toMatchObject({ slug: 'tunes' });
    });

    it('gives a slug two approvals raced for to the lower id', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1002', botData({ name: 'Melodia' })),
        given.slugAssigned(1002, 'melodia'),
        ...given.approvedBot('1001', botData({ name: 'Melódia' })),
        given.slugAssigned(1001, 'melodia'),
      ]);
      expect(await store.resolveBotRef(slug('melodia'))).toBe(1001);
    });
  });
}
