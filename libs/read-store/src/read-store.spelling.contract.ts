import type { ReadStore } from './read-store.port';
import { names } from './read-store.listing.contract';
import { botData, type EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const plain = { shortDescription: 'Helps out', description: 'Does things', categories: [] };
const search = (store: ReadStore, text: string) =>
  store.listBots({ search: text, limit: 10, offset: 0 });

/** Typo-tolerant search (projections/spelling.ts): a search that finds nothing is corrected. */
export function describeSpellingContract(context: Context): void {
  describe('spelling correction', () => {
    it('answers a misspelt search for the closest word of live names, tags and categories', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ ...plain, name: 'Music Master', tags: [] })),
        ...given.approvedBot('2', botData({ ...plain, name: 'Helper', tags: ['music'] })),
        ...given.approvedBot('3', botData({ ...plain, name: 'Moderator', tags: ['moderation'] })),
      ]);

      const swapped = await search(store, 'musci');
      expect({ names: names(swapped).sort(), didYouMean: swapped.didYouMean }).toEqual({
        names: ['Helper', 'Music Master'],
        didYouMean: 'music',
      });
      // Two edits for a longer word; one word corrected, the other kept.
      const twice = await search(store, 'moderatoin');
      expect({ names: names(twice), didYouMean: twice.didYouMean }).toEqual({
        names: ['Moderator'],
        didYouMean: 'moderation',
      });
      expect((await search(store, 'musci mastr')).didYouMean).toBe('music master');
      const typed = { search: 'musci', exactSearch: true, limit: 10, offset: 0 };
      expect(await store.listBots(typed)).toEqual({ items: [], total: 0 });
      // A search that finds something is never corrected.
      expect((await search(store, 'music')).didYouMean).toBeUndefined();
    });

    it('leaves a search alone when no word is near enough, and never corrects to a hidden bot', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ ...plain, name: 'Music Master', tags: [] })),
        ...given.approvedBot('2', botData({ ...plain, name: 'Quizzer', tags: [] })),
        given.deleted(2),
        given.submitted('3', botData({ ...plain, name: 'Trivia', tags: [] })),
      ]);

      // Three edits from 'music'; a short word (mux: 2 from 'mus…') allows one edit only.
      for (const text of ['mxsxx', 'muzak', 'mux', 'qiuzzer', 'trivai', 'zzzzzzzz']) {
        expect(await search(store, text)).toEqual({ items: [], total: 0 });
      }
      expect(names(await search(store, 'mucis'))).toEqual(['Music Master']);
      expect((await search(store, `${'m'.repeat(40)}`)).total).toBe(0);
    });

    it('suggests live bots by the start of their name and words by their start, bounded', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ ...plain, name: 'Music Master', tags: ['musical'] })),
        ...given.approvedBot('2', botData({ ...plain, name: 'musicbox', tags: ['music'] })),
        ...given.approvedBot('3', botData({ ...plain, name: 'Muse', tags: [] })),
        ...given.approvedBot('4', botData({ ...plain, name: 'Music Hidden', tags: [] })),
        given.deleted(4),
        given.submitted('5', botData({ ...plain, name: 'Music Pending', tags: [] })),
      ]);

      expect(await store.searchSuggestions('MUSIC', 8)).toEqual({
        bots: [
          { id: 1, name: 'Music Master' },
          { id: 2, name: 'musicbox' },
        ],
        terms: ['music', 'musical', 'musicbox'],
      });
      expect(await store.searchSuggestions('music m', 8)).toEqual({
        bots: [{ id: 1, name: 'Music Master' }],
        terms: [],
      });
      const one = await store.searchSuggestions('mus', 1);
      expect({ bots: one.bots.length, terms: one.terms }).toEqual({ bots: 1, terms: ['music'] });
      for (const text of ['', '   ', '%', '_', '"*(', 'zzz']) {
        expect(await store.searchSuggestions(text, 8)).toEqual({ bots: [], terms: [] });
      }
    });

    it('rebuilds the vocabulary when the read models are replayed', async () => {
      const { store, given } = context();
      const events = [
        ...given.approvedBot('1', botData({ ...plain, name: 'Music Master', tags: ['karaoke'] })),
      ];
      await store.applyEvents(events);
      const shadow = await store.openShadow();
      await shadow.applyEvents(events);
      await store.promoteShadow();

      expect((await search(store, 'karaoek')).didYouMean).toBe('karaoke');
      expect((await store.searchSuggestions('kar', 8)).terms).toEqual(['karaoke']);
    });
  });
}
