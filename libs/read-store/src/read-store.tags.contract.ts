import type { ReadStore } from './read-store.port';
import { botData, type EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

/** Tag and developer pages, the sitemap's tags: public bots only (tags as stored, lower-case). */
export function describeTagsContract(context: Context): void {
  describe('tag and developer pages', () => {
    it('lists the public bots with a tag, newest first, and the tags of public bots', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Old Radio', tags: ['radio', 'lofi'] })),
        ...given.advanceDays(1).approvedBot('2', botData({ name: 'New Radio', tags: ['radio'] })),
        ...given.approvedBot('3', botData({ name: 'Gone Radio', tags: ['radio', 'gone'] })),
        given.deleted(3),
        given.submitted('4', botData({ name: 'Pending Radio', tags: ['radio', 'pending'] })),
      ]);

      const names = (bots: { name: string }[]) => bots.map((bot) => bot.name);
      expect(names(await store.taggedBots('radio', 10))).toEqual(['New Radio', 'Old Radio']);
      expect(names(await store.taggedBots('radio', 1))).toEqual(['New Radio']);
      expect(await store.taggedBots('gone', 10)).toEqual([]);
      expect(await store.taggedBots('rad', 10)).toEqual([]);
      expect(await store.publicTags(10)).toEqual(['lofi', 'radio']);
      expect(await store.publicTags(1)).toEqual(['lofi']);
    });

    it("lists a developer's live bots only, newest first", async () => {
      const { store, given } = context();
      const other = { ownerId: '100000000000000002', ownerName: 'other#0002' };
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'First Bot' })),
        ...given.advanceDays(1).approvedBot('2', botData({ name: 'Second Bot' })),
        ...given.approvedBot('3', botData({ name: 'Deleted Bot' })),
        given.deleted(3),
        given.submitted('4', botData({ name: 'Pending Bot' })),
        ...given.approvedBot('5', botData({ name: 'Other Bot', ...other })),
      ]);

      const owner = botData().ownerId;
      const names = (bots: { name: string }[]) => bots.map((bot) => bot.name);
      expect(names(await store.developerBots(owner))).toEqual(['Second Bot', 'First Bot']);
      expect(names(await store.developerBots(other.ownerId))).toEqual(['Other Bot']);
      expect(await store.developerBots('100000000000000009')).toEqual([]);
    });

    it('remembers which developers hid their page, until they show it again', async () => {
      const { store, given } = context();
      const [alice, bob] = ['100000000000000011', '100000000000000012'];
      await store.applyEvents([
        given.developerPageVisibilitySet(alice, true),
        given.developerPageVisibilitySet(bob, true),
        given.developerPageVisibilitySet(bob, false),
      ]);

      expect(await store.developerPageHidden(alice)).toBe(true);
      expect(await store.developerPageHidden(bob)).toBe(false);
      expect(await store.developerPageHidden('100000000000000013')).toBe(false);
    });
  });
}
