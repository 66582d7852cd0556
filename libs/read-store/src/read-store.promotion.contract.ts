import { setTimeout as pause } from 'node:timers/promises';
import type { RecordedEvent } from '@botdir/contracts';
import { applyFollowing, type LogReader } from './apply-following';
import { EventStoreMismatchError } from './event-store-binding';
import type { ProjectionName } from './projections/projection';
import type { ReadStore } from './read-store.port';
import { botData, EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };
/** Another connection to the same read models (another process), when the adapter has one. */
export type SiblingFactory = (store: ReadStore) => Promise<ReadStore>;

const WRITER_ROUNDS = 25;

const readerOf =
  (log: RecordedEvent[]): LogReader =>
  async (after, maxCount) =>
    log.filter((event) => event.position > after).slice(0, maxCount);

async function freshDigest(factory: () => Promise<ReadStore>, events: RecordedEvent[]) {
  const fresh = await factory();
  try {
    await fresh.applyEvents(events);
    return await fresh.digest();
  } finally {
    await fresh.close();
  }
}

/** Promotion while a projector writes and visitors read; which event store checkpoints belong to. */
export function describePromotionContract(
  factory: () => Promise<ReadStore>,
  context: Context,
  sibling?: SiblingFactory,
): void {
  describe('promotion beside a running projector', () => {
    const targets: (ProjectionName[] | undefined)[] = [undefined, ['bots'], ['ratings']];
    it.each(targets.map((target) => [target?.join() ?? 'all', target]))(
      'replaying %s misses no event written during the swap, and reads never fail or lose ratings',
      async (_label, target) => {
        const { store, given } = context();
        const projector = sibling ? await sibling(store) : store;
        const log = [
          ...given.approvedBot('1', botData({ name: 'Rated' })),
          given.rated(1, 'early-1', 3),
          given.rated(1, 'early-2', 4),
        ];
        await projector.applyEvents(log);
        let replaying = true;
        const failures: unknown[] = [];

        // A projector follows the log from its own cursor, as the feeder and worker do.
        const writer = (async () => {
          let cursor = log[log.length - 1]!.position;
          for (let round = 0; round < WRITER_ROUNDS; round += 1) {
            const batch = [
              ...given.approvedBot(String(100 + round), botData({ name: `Live ${round}` })),
              given.rated(1, `voter-${round}`, 1 + (round % 5)),
            ];
            log.push(...batch);
            await applyFollowing(projector, batch, cursor, readerOf(log));
            cursor = batch[batch.length - 1]!.position;
            await pause(1);
          }
        })();
        const reader = (async () => {
          while (replaying) {
            try {
              const rated = await store.getBot(1);
              if (!rated || rated.ratingCount < 2) failures.push(rated);
              const page = await store.listBots({ limit: 100, offset: 0 });
              if (page.items.length !== Math.min(page.total, 100)) failures.push(page.total);
              await store.categories();
            } catch (error) {
              failures.push(error);
            }
            await pause(0);
          }
        })();

        await pause(5);
        const shadow = await store.openShadow(target);
        // The replay copies the log as it was when it started; the projector keeps writing.
        const read = readerOf([...log]);
        for (let after = 0, page = await read(0, 7); page.length > 0; page = await read(after, 7)) {
          await shadow.applyEvents(page, { after });
          after = page[page.length - 1]!.position;
          await pause(1);
        }
        await pause(3);
        await store.promoteShadow(target);
        await writer;
        replaying = false;
        await reader;
        if (projector !== store) await projector.close();

        expect(failures).toEqual([]);
        expect(await store.digest()).toBe(await freshDigest(factory, log));
        expect(await store.getBot(1)).toMatchObject({ ratingCount: 2 + WRITER_ROUNDS });
      },
    );

    it('shows another connection the counts of a copy it did not promote itself', async () => {
      const { store } = context();
      const api = sibling ? await sibling(store) : store;
      const music = new EventBuilder(undefined, 'sparse');
      const games = new EventBuilder(undefined, 'sparse');
      await store.applyEvents(music.approvedBot('1', botData({ categories: ['music'] })));
      const countOf = async (id: string) =>
        (await api.categories()).find((category) => category.id === id)?.botCount;
      expect(await countOf('music')).toBe(1);

      // Same positions, other content: only the copy tells the two apart.
      const shadow = await store.openShadow();
      await shadow.applyEvents(games.approvedBot('1', botData({ categories: ['games'] })));
      await store.promoteShadow();
      expect([await countOf('music'), await countOf('games')]).toEqual([0, 1]);
      if (api !== store) await api.close();
    });
  });

  describe('the event store the checkpoints count in', () => {
    it('is recorded on first use, and another log is refused with what to do', async () => {
      const { store } = context();
      expect(await store.eventStoreIdentity()).toBeNull();
      await store.bindEventStore('sqlite:first');
      await store.bindEventStore('sqlite:first');
      const refused = store.bindEventStore('esdb:other');
      await expect(refused).rejects.toBeInstanceOf(EventStoreMismatchError);
      await expect(refused).rejects.toThrow(/sqlite:first.*esdb:other.*replay all/s);
    });

    it('changes only with a replay of every read model from the new log', async () => {
      const { store } = context();
      await store.bindEventStore('sqlite:first');
      const partial = await store.openShadow(['ratings']);
      await partial.bindEventStore('esdb:other');
      await expect(store.promoteShadow(['ratings'])).rejects.toBeInstanceOf(
        EventStoreMismatchError,
      );

      const full = await store.openShadow();
      await full.bindEventStore('esdb:other');
      await store.promoteShadow();
      expect(await store.eventStoreIdentity()).toBe('esdb:other');
      await store.bindEventStore('esdb:other');
    });
  });
}
