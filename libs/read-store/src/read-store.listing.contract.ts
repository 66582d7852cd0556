import type { ReadStore } from './read-store.port';
import { decodeCursor } from './listing-cursor';
import { botData, type EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

export const names = (page: { items: { name: string }[] }) => page.items.map((bot) => bot.name);
const countIn = async (store: ReadStore, category: string) =>
  (await store.categories()).find((entry) => entry.id === category)?.botCount;

/** Public listings: filters, featured, categories, ratings and trending. */
export function describeBotListingContract(context: Context): void {
  describe('public listings', () => {
    it('lists every public bot with its last change for the sitemap, by id', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('2', botData({ name: 'Second' })),
        ...given.approvedBot('1', botData({ name: 'First' })),
        given.submitted('3', botData({ name: 'Pending' })),
      ]);
      given.advanceDays(1);
      const editedAt = given.now();
      await store.applyEvents([
        given.edited(2, botData({ name: 'Second Edited' })),
        ...given.approvedBot('4', botData({ name: 'Gone' })),
        given.deleted(4),
      ]);

      const entries = await store.publicBotEntries();
      expect(entries.map((entry) => entry.id)).toEqual([1, 2]);
      expect(entries.map((entry) => entry.updatedAt > editedAt)).toEqual([false, true]);
    });

    it('filters by category, featured and the new-releases window', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1', botData({ name: 'Old Music' })));
      given.advanceDays(40);
      const cutoff = given.now();
      await store.applyEvents([
        ...given.approvedBot('2', botData({ name: 'Mod Squad', categories: ['moderation'] })),
        given.featured(2),
      ]);

      expect(names(await store.listBots({ category: 'music', limit: 10, offset: 0 }))).toEqual([
        'Old Music',
      ]);
      expect(names(await store.listBots({ createdAfter: cutoff, limit: 10, offset: 0 }))).toEqual([
        'Mod Squad',
      ]);
      expect((await store.featuredBots(10)).map((bot) => bot.id)).toEqual([2]);
      expect(names(await store.listBots({ sort: 'name', limit: 10, offset: 0 }))).toEqual([
        'Mod Squad',
        'Old Music',
      ]);
      const paged = await store.listBots({ sort: 'newest', limit: 1, offset: 1 });
      expect({ names: names(paged), total: paged.total }).toEqual({
        names: ['Old Music'],
        total: 2,
      });
    });

    it('moves category counts when an edit changes categories, and back when deleted', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1', botData({ categories: ['music', 'fun'] })));
      await store.applyEvents([
        given.edited(1, botData({ name: 'Renamed', categories: ['games'] })),
      ]);

      expect([await countIn(store, 'music'), await countIn(store, 'games')]).toEqual([0, 1]);
      expect(names(await store.listBots({ search: 'renamed', limit: 10, offset: 0 }))).toEqual([
        'Renamed',
      ]);

      await store.applyEvents([given.deleted(1)]);
      expect(await countIn(store, 'games')).toBe(0);
      expect(await store.stats()).toMatchObject({ totalBots: 0 });
      expect((await store.listBots({ limit: 10, offset: 0 })).total).toBe(0);
      expect(await store.listBots({ search: 'renamed', limit: 10, offset: 0 })).toEqual({
        items: [],
        total: 0,
      });
      expect(await store.userBots(botData().ownerId)).toEqual([]);
      expect(await store.getBot(1)).toMatchObject({ status: 'deleted' });
    });

    it('averages votes in tenths, one vote per user, and sorts by rating', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Liked' })),
        ...given.approvedBot('2', botData({ name: 'Unrated' })),
        given.rated(1, 'alice', 5),
        given.rated(1, 'bob', 4),
        given.rated(1, 'carol', 1),
        given.rated(1, 'carol', 4),
      ]);

      expect(await store.getBot(1)).toMatchObject({ rating: 43, ratingCount: 3 });
      expect(names(await store.listBots({ sort: 'rating', limit: 10, offset: 0 }))).toEqual([
        'Liked',
        'Unrated',
      ]);
    });

    it('sorts Highest Rated by a Bayesian average: 4.1 from 13 votes above 4.3 from 4', async () => {
      const { store, given } = context();
      const votes = (botId: number, stars: number[]) =>
        stars.map((star, index) => given.rated(botId, `user-${botId}-${index}`, star));
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Few Votes' })),
        ...given.approvedBot('2', botData({ name: 'Many Votes' })),
        ...given.approvedBot('3', botData({ name: 'Unrated' })),
        ...given.approvedBot('4', botData({ name: 'Disliked' })),
        ...votes(1, [5, 5, 4, 3]),
        ...votes(2, [5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3]),
        ...votes(4, [1, 2, 1, 2, 1, 2]),
      ]);

      expect(await store.getBot(1)).toMatchObject({ rating: 43, ratingCount: 4 });
      expect(await store.getBot(2)).toMatchObject({ rating: 41, ratingCount: 13 });
      const page = await store.listBots({ sort: 'rating', limit: 2, offset: 0 });
      expect(names(page)).toEqual(['Many Votes', 'Few Votes']);
      // The next page continues by the same key, the unrated bot at the prior (3 stars).
      const rest = await store.listBots({
        sort: 'rating',
        limit: 10,
        offset: 0,
        cursor: decodeCursor(page.nextCursor ?? '') ?? undefined,
      });
      expect(names(rest)).toEqual(['Unrated', 'Disliked']);
    });

    it('counts each visitor once per bot within the trending window', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Busy' })),
        ...given.approvedBot('2', botData({ name: 'Old Favourite' })),
        ...given.approvedBot('3', botData({ name: 'Never Clicked' })),
        given.inviteClicked(1, 'v1', '2025-03-10'),
        given.inviteClicked(1, 'v1', '2025-03-11'),
        given.inviteClicked(1, 'v2', '2025-03-12'),
        given.inviteClicked(2, 'v3', '2025-01-20'),
        given.inviteClicked(2, 'v4', '2025-01-21'),
        given.inviteClicked(2, 'v5', '2025-02-25'),
      ]);
      const now = '2025-03-12T12:00:00.000Z';
      const trending = async (window: 'week' | 'month' | 'all') =>
        (await store.trendingBots({ window, limit: 10, now })).map((bot) => [
          bot.name,
          bot.trendingScore,
        ]);

      expect(await trending('week')).toEqual([['Busy', 2]]);
      expect(await trending('month')).toEqual([
        ['Busy', 2],
        ['Old Favourite', 1],
      ]);
      expect(await trending('all')).toEqual([
        ['Old Favourite', 3],
        ['Busy', 2],
      ]);
    });
  });
}
