import { PROJECTION_NAMES } from './projections/projection';
import type { RecordedEvent } from '@botdir/contracts';
import type { ReadStore } from './read-store.port';
import { history } from './read-store.reliability.contract';
import { botData, EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const ALL_AT = (position: number) =>
  Object.fromEntries(PROJECTION_NAMES.map((name) => [name, position]));

async function digestOfFreshBuild(factory: () => Promise<ReadStore>, events: RecordedEvent[]) {
  const fresh = await factory();
  try {
    await fresh.applyEvents(events);
    return await fresh.digest();
  } finally {
    await fresh.close();
  }
}

const searchNames = async (store: ReadStore, search: string) =>
  (await store.listBots({ search, limit: 10, offset: 0 })).items.map((bot) => bot.name);

/** Rebuilding read models beside the live ones, then swapping them in. */
export function describeReplayContract(factory: () => Promise<ReadStore>, context: Context): void {
  describe('replay into a shadow copy', () => {
    it('keeps answering from the live copy during a replay, then promotes the new copy', async () => {
      const { store } = context();
      const events = history(EventBuilder.sparse());
      const at = (index: number) => events[index]!.position;
      await store.applyEvents(events.slice(0, 3));

      for (let round = 1; round <= 2; round += 1) {
        const shadow = await store.openShadow();
        expect(await shadow.checkpoints()).toEqual(ALL_AT(0));
        await shadow.applyEvents(events.slice(0, 8));
        await shadow.applyEvents(events.slice(8));
        if (round === 1) {
          expect(await searchNames(store, 'alpha')).toEqual(['Alpha']);
          expect(await store.checkpoints()).toEqual(ALL_AT(at(2)));
        }
        await store.promoteShadow();

        expect(await store.digest()).toBe(await digestOfFreshBuild(factory, events));
        expect(await store.checkpoints()).toEqual(ALL_AT(at(events.length - 1)));
        expect(await searchNames(store, 'alpha')).toEqual(['Alpha']);
        expect(await store.getBot(1)).toMatchObject({ rating: 35, ratingCount: 2 });
        const games = (await store.categories()).find((category) => category.id === 'games');
        expect(games?.botCount).toBe(1);
      }
    });

    it('replays one read model alone and keeps the others live', async () => {
      const { store, given } = context();
      const published = given.approvedBot('1', botData({ name: 'Solo' }));
      const vote = given.rated(1, 'u1', 4);
      await store.applyEvents(published);

      const shadow = await store.openShadow(['ratings']);
      expect(await shadow.checkpoints()).toEqual({ ratings: 0 });
      await shadow.applyEvents([...published, vote]);
      expect(await store.getBot(1)).toMatchObject({ ratingCount: 0 });
      await store.promoteShadow(['ratings']);

      expect(await store.getBot(1)).toMatchObject({ rating: 40, ratingCount: 1 });
      expect(await store.checkpoints()).toEqual({
        ...ALL_AT(published[2]!.position),
        ratings: vote.position,
      });
      await store.applyEvents([vote]);
      expect(await store.checkpoints()).toEqual(ALL_AT(vote.position));
      expect(await store.digest()).toBe(await digestOfFreshBuild(factory, [...published, vote]));
    });

    it('starts over when a shadow is opened again before promotion', async () => {
      const { store, given } = context();
      const events = given.approvedBot('1', botData({ name: 'Abandoned' }));
      const first = await store.openShadow();
      await first.applyEvents(events);

      const second = await store.openShadow();
      expect(await second.checkpoints()).toEqual(ALL_AT(0));
      expect(await second.digest()).toBe(await digestOfFreshBuild(factory, []));
      await store.promoteShadow();
      expect((await store.listBots({ limit: 10, offset: 0 })).total).toBe(0);
      await expect(store.promoteShadow(['ratings'])).rejects.toThrow('ratings');
    });
  });
}
