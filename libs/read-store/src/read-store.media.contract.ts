import type { ReadStore } from './read-store.port';
import { botData, type EventBuilder } from './testing/event-builder';

/** Banner, screenshots and slash commands: on the bot's page and its owner's list, alike. */
export function describeBotMediaContract(
  context: () => { store: ReadStore; given: EventBuilder },
): void {
  describe('banner, screenshots and slash commands', () => {
    const media = {
      banner: 'https://cdn.example.com/banner.png',
      screenshots: ['https://cdn.example.com/1.png', 'https://cdn.example.com/2.png'],
      slashCommands: [{ name: 'play', description: 'Plays a song' }],
    };

    it('shows them on the bot page and to the owner, and follows an edit', async () => {
      const { store, given } = context();
      const bot = botData(media);
      await store.applyEvents(given.approvedBot('1001', bot));
      expect(await store.getBot(1001)).toMatchObject(media);
      expect(await store.userBots(bot.ownerId)).toMatchObject([media]);

      const { banner: _banner, screenshots: _screens, ...withoutMedia } = bot;
      await store.applyEvents([given.edited(1001, { ...withoutMedia, slashCommands: [] })]);
      expect(await store.getBot(1001)).toMatchObject({
        banner: null,
        screenshots: [],
        slashCommands: [],
      });
    });

    it('answers none for a listing whose events predate them', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1001', botData()));
      expect(await store.getBot(1001)).toMatchObject({
        banner: null,
        screenshots: [],
        slashCommands: [],
      });
    });

    it('leaves them out of public lists (their size is for the bot page only)', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1001', botData(media)));
      const [listed] = (await store.listBots({ limit: 10, offset: 0 })).items;
      expect(listed).toBeDefined();
      expect(listed).not.toHaveProperty('screenshots');
      expect(listed).not.toHaveProperty('slashCommands');
    });
  });
}
