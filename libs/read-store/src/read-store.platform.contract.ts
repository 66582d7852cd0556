import type { ReadStore } from './read-store.port';
import { botData, EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const names = (page: { items: { name: string }[] }) => page.items.map((bot) => bot.name);

/** Server counts, votes and the owner's analytics (the developer platform). */
export function describePlatformContract(
  factory: () => Promise<ReadStore>,
  context: Context,
): void {
  describe('developer platform', () => {
    it('shows the last posted server count with its time, and sorts by it', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Small' })),
        ...given.approvedBot('2', botData({ name: 'Big' })),
        ...given.approvedBot('3', botData({ name: 'Silent' })),
        given.statsReported(1, { serverCount: 5 }),
        given.statsReported(2, { serverCount: 900, shards: [400, 500], userCount: 12000 }),
        given.statsReported(1, { serverCount: 7 }),
      ]);

      expect(await store.getBot(2)).toMatchObject({
        serverCount: 900,
        shardCount: 2,
        userCount: 12000,
        statsUpdatedAt: expect.any(String),
      });
      expect(await store.getBot(1)).toMatchObject({ serverCount: 7, statsUpdatedAt: given.now() });
      expect(await store.getBot(3)).toMatchObject({ serverCount: 0, statsUpdatedAt: null });
      const page = await store.listBots({ sort: 'servers', limit: 10, offset: 0 });
      expect(names(page)).toEqual(['Big', 'Small', 'Silent']);
      expect(page.items[0]).toMatchObject({ serverCount: 900, userCount: 12000 });
    });

    it('keeps all-time and monthly votes, and sorts by this month only', async () => {
      const { store } = context();
      const given = new EventBuilder('2025-01-30T00:00:00.000Z');
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'January Star' })),
        ...given.approvedBot('2', botData({ name: 'February Star' })),
        given.voted(1, 'u1'),
        given.voted(1, 'u2'),
        given.voted(1, 'u3'),
      ]);
      given.advanceDays(5);
      await store.applyEvents([given.voted(2, 'u1'), given.voted(1, 'u1'), given.voted(1, 'u4')]);

      expect(await store.getBot(1)).toMatchObject({
        voteCount: 5,
        monthlyVoteCount: 2,
        votesMonth: '2025-02',
      });
      expect(await store.getBot(2)).toMatchObject({ voteCount: 1, votesMonth: '2025-02' });
      const votes = (month: string) =>
        store.listBots({ sort: 'votes', month, limit: 10, offset: 0 });
      expect(names(await votes('2025-02'))).toEqual(['January Star', 'February Star']);
      const february = (await votes('2025-02')).items.map((bot) => bot.monthlyVoteCount);
      expect(february).toEqual([2, 1]);
      // Nobody voted in March yet: everyone ties at 0 and the newest comes first.
      expect(names(await votes('2025-03'))).toEqual(['February Star', 'January Star']);
    });

    it('counts a weekend vote (weight 2) double in every vote total', async () => {
      const { store } = context();
      const given = new EventBuilder('2025-02-07T12:00:00.000Z');
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Weekday' })),
        ...given.approvedBot('2', botData({ name: 'Weekend' })),
        given.voted(1, 'u1'),
        given.voted(1, 'u2'),
        given.voted(1, 'u3'),
        given.voted(2, 'u1', 2),
        given.voted(2, 'u2', 2),
      ]);

      expect(await store.getBot(2)).toMatchObject({ voteCount: 4, monthlyVoteCount: 4 });
      const page = await store.listBots({ sort: 'votes', month: '2025-02', limit: 10, offset: 0 });
      expect(page.items.map((bot) => [bot.name, bot.monthlyVoteCount])).toEqual([
        ['Weekend', 4],
        ['Weekday', 3],
      ]);
      const trending = await store.trendingBots({
        window: 'week',
        by: 'votes',
        limit: 10,
        now: given.now(),
      });
      expect(trending.map((bot) => [bot.name, bot.trendingScore])).toEqual([
        ['Weekend', 4],
        ['Weekday', 3],
      ]);
      const [day] = await store.botAnalytics({ botId: 2, today: '2025-02-07', days: 1 });
      expect(day?.votes).toBe(4);
    });

    it('ranks trending by votes within the window', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Old Favourite' })),
        ...given.approvedBot('2', botData({ name: 'Rising' })),
        given.voted(1, 'u1'),
        given.voted(1, 'u2'),
      ]);
      given.advanceDays(20);
      await store.applyEvents([given.voted(2, 'u1'), given.inviteClicked(1, 'v1', '2025-01-21')]);

      const week = await store.trendingBots({
        window: 'week',
        by: 'votes',
        limit: 10,
        now: given.now(),
      });
      expect(week.map((bot) => [bot.name, bot.trendingScore])).toEqual([['Rising', 1]]);
      const all = await store.trendingBots({
        window: 'all',
        by: 'votes',
        limit: 10,
        now: given.now(),
      });
      expect(all.map((bot) => [bot.name, bot.trendingScore])).toEqual([
        ['Old Favourite', 2],
        ['Rising', 1],
      ]);
      const invites = await store.trendingBots({ window: 'week', limit: 10, now: given.now() });
      expect(invites.map((bot) => bot.name)).toEqual(['Old Favourite']);
    });

    it('gives the owner every day of the range, with the server count carried forward', async () => {
      const { store } = context();
      const given = new EventBuilder('2025-03-01T08:00:00.000Z');
      await store.applyEvents([
        ...given.approvedBot('1', botData()),
        given.statsReported(1, { serverCount: 40 }),
      ]);
      given.advanceDays(3);
      await store.applyEvents([
        given.pageViewed(1, 'v1', '2025-03-04'),
        given.pageViewed(1, 'v2', '2025-03-04'),
        given.inviteClicked(1, 'v1', '2025-03-04'),
        given.voted(1, 'u1'),
        given.rated(1, 'u1', 5),
        given.pageViewed(2, 'v1', '2025-03-04'),
      ]);
      given.advanceDays(1);
      await store.applyEvents([given.statsReported(1, { serverCount: 45 })]);

      const days = await store.botAnalytics({ botId: 1, today: '2025-03-06', days: 4 });
      expect(days).toEqual([
        { day: '2025-03-03', views: 0, inviteClicks: 0, votes: 0, ratings: 0, serverCount: 40 },
        { day: '2025-03-04', views: 2, inviteClicks: 1, votes: 1, ratings: 1, serverCount: 40 },
        { day: '2025-03-05', views: 0, inviteClicks: 0, votes: 0, ratings: 0, serverCount: 45 },
        { day: '2025-03-06', views: 0, inviteClicks: 0, votes: 0, ratings: 0, serverCount: 45 },
      ]);
      const none = await store.botAnalytics({ botId: 9, today: '2025-03-06', days: 2 });
      expect(none.map((day) => [day.views, day.serverCount])).toEqual([
        [0, null],
        [0, null],
      ]);
    });

    it('rebuilds analytics alone from older events (invite clicks, ratings) by replay', async () => {
      const { store, given } = context();
      const older = [
        ...given.approvedBot('1', botData()),
        given.inviteClicked(1, 'v1', '2025-01-01'),
        given.rated(1, 'u1', 4),
      ];
      await store.applyEvents(older);
      const shadow = await store.openShadow(['analytics']);
      await shadow.applyEvents(older);
      await store.promoteShadow(['analytics']);

      const [day] = await store.botAnalytics({ botId: 1, today: '2025-01-01', days: 1 });
      expect(day).toMatchObject({ inviteClicks: 1, ratings: 1 });
      const fresh = await factory();
      try {
        await fresh.applyEvents(older);
        expect(await store.digest()).toBe(await fresh.digest());
      } finally {
        await fresh.close();
      }
    });
  });
}
