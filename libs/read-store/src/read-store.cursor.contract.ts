import { decodeCursor, type CursorSort } from './listing-cursor';
import { SEARCH_TOTAL_CAP, type ListBotsQuery, type ReadStore } from './read-store.port';
import { botData, type EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const SORTS: CursorSort[] = ['newest', 'rating', 'name', 'servers', 'votes'];
const ids = (page: { items: { id: number }[] }) => page.items.map((bot) => bot.id);

/** Every page through `nextCursor`, `limit` bots at a time. */
async function walk(
  store: ReadStore,
  query: Omit<ListBotsQuery, 'limit' | 'offset'>,
  limit: number,
) {
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const after = cursor === undefined ? undefined : (decodeCursor(cursor) ?? undefined);
    const page = await store.listBots({
      ...query,
      limit,
      offset: 0,
      ...(after ? { cursor: after } : {}),
    });
    seen.push(...ids(page));
    if (!page.nextCursor) return seen;
    cursor = page.nextCursor;
  }
  throw new Error('the cursor never ended');
}

/** Keyset pagination (`cursor`): the same bots in the same order as offsets, at any depth. */
export function describeCursorContract(context: Context): void {
  describe('keyset pagination', () => {
    it('walks every sort and category page by page to the same order as offsets', async () => {
      const { store, given } = context();
      const month = given.now().slice(0, 7);
      const names = ['Delta', 'alpha', 'Charlie', 'bravo', 'Echo', 'alpha two', 'Foxtrot'];
      for (const [index, name] of names.entries()) {
        const categories = [index % 2 === 0 ? 'music' : 'games'];
        await store.applyEvents(
          given.approvedBot(String(index + 1), botData({ name, categories })),
        );
      }
      await store.applyEvents([
        given.rated(2, 'u1', 5),
        given.rated(5, 'u1', 5),
        given.rated(3, 'u2', 3),
        given.statsReported(4, { serverCount: 50 }),
        given.statsReported(1, { serverCount: 50 }),
        given.voted(6, 'u1'),
        given.voted(6, 'u2'),
        given.voted(3, 'u1'),
        given.voted(7, 'u3'),
      ]);

      for (const sort of SORTS)
        for (const category of [undefined, 'music']) {
          const query = { sort, month, ...(category ? { category } : {}) };
          const all = ids(await store.listBots({ ...query, limit: 100, offset: 0 }));
          expect({ sort, category, ids: await walk(store, query, 2) }).toEqual({
            sort,
            category,
            ids: all,
          });
        }
    });

    it('keeps the cursor of a listing whose count passed the cap', async () => {
      const { store, given } = context();
      const events = Array.from({ length: SEARCH_TOTAL_CAP + 1 }, (_, index) =>
        given.approvedBot(String(index + 1), botData({ name: `Bot ${index + 1}` })),
      ).flat();
      for (let start = 0; start < events.length; start += 6000) {
        await store.applyEvents(events.slice(start, start + 6000));
      }
      const query = { createdAfter: '2000-01-01T00:00:00.000Z', limit: 2, offset: 0 };

      const first = await store.listBots(query);
      expect({ total: first.total, approximate: first.totalApproximate }).toEqual({
        total: SEARCH_TOTAL_CAP,
        approximate: true,
      });
      const cursor = decodeCursor(first.nextCursor ?? '') ?? undefined;
      expect(ids(await store.listBots({ ...query, ...(cursor ? { cursor } : {}) }))).toEqual([
        SEARCH_TOTAL_CAP - 1,
        SEARCH_TOTAL_CAP - 2,
      ]);
    }, 120_000);

    it('hands out no cursor for a last page, nor for a search', async () => {
      const { store, given } = context();
      await store.applyEvents(given.approvedBot('1', botData({ name: 'Only Music' })));
      expect((await store.listBots({ limit: 1, offset: 0 })).nextCursor).toBeDefined();
      expect((await store.listBots({ limit: 2, offset: 0 })).nextCursor).toBeUndefined();
      const search = await store.listBots({ search: 'music', limit: 1, offset: 0 });
      expect({
        total: search.total,
        next: search.nextCursor,
        approximate: search.totalApproximate,
      }).toEqual({
        total: 1,
        next: undefined,
        approximate: undefined,
      });
    });
  });
}
