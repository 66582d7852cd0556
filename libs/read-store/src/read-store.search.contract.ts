import type { ReadStore } from './read-store.port';
import { names } from './read-store.listing.contract';
import { botData, type EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const bot = (name: string, description: string) =>
  botData({ name, description, shortDescription: 'A bot', categories: ['utility'] });

/** Ranked full-text search: relevance tiers, prefixes, filters and hostile input. */
export function describeSearchContract(context: Context): void {
  describe('search', () => {
    it('ranks a name match above a description mention and finds word prefixes', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', bot('Helper', 'Queue music for you')),
        ...given.approvedBot('2', bot('Music Master', 'Plays songs')),
        ...given.approvedBot('3', bot('Quiet', 'Nothing related')),
      ]);

      expect(names(await store.listBots({ search: 'music', limit: 10, offset: 0 }))).toEqual([
        'Music Master',
        'Helper',
      ]);
      const filtered = { search: 'music', category: 'utility', limit: 10, offset: 0 };
      expect(names(await store.listBots(filtered))).toEqual(['Music Master', 'Helper']);
      expect(names(await store.listBots({ ...filtered, sort: 'name' }))).toEqual([
        'Helper',
        'Music Master',
      ]);
      const second = await store.listBots({ search: 'music', limit: 1, offset: 1 });
      expect({ names: names(second), total: second.total }).toEqual({
        names: ['Helper'],
        total: 2,
      });
      const prefix = await store.listBots({ search: 'mus', limit: 10, offset: 0 });
      expect(prefix.total).toBe(2);
      expect(names(await store.listBots({ search: 'audio', limit: 10, offset: 0 }))).toHaveLength(
        3,
      );
    });

    it('needs every word of a multi-word search, and ranks bots with all of them in the name first', async () => {
      const { store, given } = context();
      const plain = { shortDescription: 'Friendly helper', tags: [] };
      await store.applyEvents([
        ...given.approvedBot('1', botData({ ...plain, name: 'Music Bot', description: 'Plays' })),
        ...given.approvedBot(
          '2',
          botData({ ...plain, name: 'Helper', description: 'music bot, music bot, music bot' }),
        ),
        ...given.approvedBot(
          '3',
          botData({ ...plain, name: 'Music Player', description: 'A bot for parties' }),
        ),
        ...given.approvedBot('4', botData({ ...plain, name: 'Bot Music', description: 'Tunes' })),
        ...given.approvedBot('5', botData({ ...plain, name: 'Musical', description: 'Songs' })),
      ]);

      for (const search of ['music bot', 'BOT   music', 'mus bo']) {
        const page = await store.listBots({ search, limit: 10, offset: 0 });
        expect(page.total).toBe(4);
        expect(new Set(names(page).slice(0, 2))).toEqual(new Set(['Music Bot', 'Bot Music']));
        expect(new Set(names(page).slice(2))).toEqual(new Set(['Helper', 'Music Player']));
      }
      // Words match from their start, never inside another word.
      expect((await store.listBots({ search: 'usic', limit: 10, offset: 0 })).total).toBe(0);
      expect((await store.listBots({ search: 'music zebra', limit: 10, offset: 0 })).total).toBe(0);
    });

    it('finds every bot a category counts for the category name, text matches first', async () => {
      const { store, given } = context();
      const plain = { shortDescription: 'Helps out', description: 'Does things', tags: [] };
      await store.applyEvents([
        ...given.approvedBot('1', botData({ ...plain, name: 'Alpha', categories: ['music'] })),
        ...given.approvedBot('2', botData({ ...plain, name: 'Tune Player', categories: ['fun'] })),
        ...given.approvedBot('3', botData({ ...plain, name: 'Music Box', categories: ['fun'] })),
        ...given.approvedBot(
          '4',
          botData({ ...plain, name: 'Gamma', categories: ['ai', 'music'] }),
        ),
        ...given.approvedBot('5', botData({ ...plain, name: 'Delta', categories: ['games'] })),
      ]);

      const musicCount = (await store.categories()).find((c) => c.id === 'music')?.botCount;
      const found = await store.listBots({ search: 'Music', limit: 10, offset: 0 });
      expect(found.total).toBe(3);
      expect(names(found)[0]).toBe('Music Box');
      expect(new Set(names(found))).toEqual(new Set(['Music Box', 'Alpha', 'Gamma']));
      const inCategory = await store.listBots({ category: 'music', limit: 10, offset: 0 });
      expect(new Set(names(inCategory))).toEqual(new Set(['Alpha', 'Gamma']));
      expect(musicCount).toBe(2);
      expect(names(await store.listBots({ search: 'ai', limit: 10, offset: 0 }))).toEqual([
        'Gamma',
      ]);
      const narrowed = { search: 'music', category: 'fun', limit: 10, offset: 0 };
      expect(names(await store.listBots(narrowed))).toEqual(['Music Box']);
    });

    it('finds a long word by any prefix, however long, and nothing by a prefix it lacks', async () => {
      const { store, given } = context();
      const word = 'supercalifragilisticexpialidociousextraordinarilylong';
      await store.applyEvents([
        ...given.approvedBot('1', bot('Wordy', `The ${word} helper`)),
        ...given.approvedBot('2', bot('Other', `The ${word.slice(0, 40)}different helper`)),
      ]);
      const search = (text: string) => store.listBots({ search: text, limit: 10, offset: 0 });

      expect(names(await search(word.slice(0, 45))).sort()).toEqual(['Wordy']);
      expect(names(await search(word.slice(0, 40))).sort()).toEqual(['Other', 'Wordy']);
      expect(names(await search(`${word.slice(0, 40)}diff`))).toEqual(['Other']);
      expect(names(await search(`${word}s`))).toEqual([]);
    });

    it('answers search syntax characters without an error', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1', botData({ name: 'Music Master' })));

      for (const search of ['"music', 'music*', 'NEAR(music', 'music OR', '-music', '{name}: x']) {
        await expect(store.listBots({ search, limit: 10, offset: 0 })).resolves.toBeDefined();
      }
      expect(names(await store.listBots({ search: '"music*', limit: 10, offset: 0 }))).toEqual([
        'Music Master',
      ]);
      expect(await store.listBots({ search: '"*()^:', limit: 10, offset: 0 })).toEqual({
        items: [],
        total: 0,
      });
    });
  });
}
