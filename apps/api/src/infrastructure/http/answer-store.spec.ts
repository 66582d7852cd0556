import type { ProjectionName } from '@botdir/read-store';
import { AnswerStore, type StoredAnswer } from './answer-store';

const answer = (bot: number | null, readModels: ProjectionName[] = ['bots']): StoredAnswer => ({
  readModels,
  bot,
  expiresAt: Infinity,
  bytes: 100,
});
const all = (model: ProjectionName) => new Map([[model, 'all' as const]]);
const bots = (model: ProjectionName, ...ids: number[]) => new Map([[model, new Set(ids)]]);

describe('AnswerStore: what a read-model change drops', () => {
  let clock: number;
  const store = (staleMs = 0) => new AnswerStore<StoredAnswer>(1e9, () => clock, staleMs);
  beforeEach(() => (clock = 1_000));

  it("drops an answer about one bot on that bot's change, and every answer about no single bot", () => {
    const answers = store();
    answers.set('page 1', answer(1));
    answers.set('page 2', answer(2));
    answers.set('ratings of 1', answer(1, ['ratings']));
    answers.set('list', answer(null, ['bots', 'ratings']));
    answers.dropReadBy(bots('bots', 2, 3));
    expect(['page 1', 'page 2', 'ratings of 1', 'list'].map((key) => !!answers.get(key))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    answers.dropReadBy(all('bots'));
    expect(answers.get('page 1')).toBeNull();
    expect(answers.get('ratings of 1')).not.toBeNull();
    expect(answers.stats()).toMatchObject({ entries: 1, invalidations: 3 });
  });

  it("finds a bot's answers without looking at the others (a change costs the same among 100,000)", () => {
    const timeToDrop = (held: number) => {
      const answers = store();
      for (let bot = 1; bot <= held; bot += 1) answers.set(`page ${bot}`, answer(bot));
      const started = performance.now();
      for (let bot = 1; bot <= 1_000; bot += 1) answers.dropReadBy(bots('bots', bot));
      expect(answers.stats().entries).toBe(held - 1_000);
      return performance.now() - started;
    };
    timeToDrop(2_000); // warm-up
    // The least of three runs each: a collection inside one timed loop is not the store's cost.
    const least = (held: number) => Math.min(...[1, 2, 3].map(() => timeToDrop(held)));
    const few = Math.max(least(2_000), 1);
    // Looking at every answer on each change would make this about 50 times slower.
    expect(least(100_000) / few).toBeLessThan(10);
  });

  it('replays a moved answer about no single bot to those who accept it, within the allowance', () => {
    const answers = store(500);
    answers.set('list', answer(null));
    answers.set('page 1', answer(1));
    answers.dropReadBy(bots('bots', 1));
    expect(answers.get('page 1', { acceptStale: true })).toBeNull();
    expect(answers.get('list', { acceptStale: false })).toBeNull();
    expect(answers.get('list', { acceptStale: true })).not.toBeNull();
    clock += 499;
    answers.dropReadBy(all('bots'));
    expect(answers.get('list', { acceptStale: true })).not.toBeNull(); // stale since the first move
    expect(answers.stats()).toMatchObject({ staleHits: 2 });
    clock += 1;
    expect(answers.get('list', { acceptStale: true })).toBeNull();
    expect(answers.stats().entries).toBe(0);
  });

  it('walks a stale answer once: later changes cost nothing for it', () => {
    const answers = store(500);
    for (let index = 0; index < 20_000; index += 1) answers.set(`search ${index}`, answer(null));
    answers.dropReadBy(all('bots'));
    const started = performance.now();
    for (let change = 0; change < 2_000; change += 1) answers.dropReadBy(bots('bots', change));
    // Walking the 20,000 stale answers on each of 2,000 changes would take seconds.
    expect(performance.now() - started).toBeLessThan(500);
    expect(answers.get('search 7', { acceptStale: true })).not.toBeNull();
  });

  it('keeps no moved answer without an allowance', () => {
    const answers = store(0);
    answers.set('list', answer(null));
    answers.dropReadBy(all('bots'));
    expect(answers.get('list', { acceptStale: true })).toBeNull();
    expect(answers.stats().entries).toBe(0);
  });

  it('replaces a stale answer with a fresh one', () => {
    const answers = store(500);
    answers.set('list', answer(null));
    answers.dropReadBy(all('bots'));
    answers.set('list', answer(null));
    expect(answers.get('list', { acceptStale: false })).not.toBeNull();
  });
});

describe('AnswerStore: answers nobody asks for', () => {
  let clock: number;
  const store = (idleMs: number, maxBytes = 1e9) =>
    new AnswerStore<StoredAnswer>(maxBytes, () => clock, 0, idleMs);
  beforeEach(() => (clock = 1_000));

  it('drops an answer not asked for in the idle time, keeps one asked for since', () => {
    const answers = store(120_000);
    answers.set('new bot page', answer(1));
    answers.set('list', answer(null));
    clock += 60_000;
    expect(answers.get('list')).not.toBeNull();
    clock += 70_000;
    // The page was last asked for 130 s ago, the list 70 s ago.
    expect(answers.get('list')).not.toBeNull();
    expect(answers.stats()).toMatchObject({ entries: 1, idleDrops: 1, bytes: 100 });
    expect(answers.get('new bot page')).toBeNull();
    // Its change indexes went with it: a later change to bot 1 drops only the list.
    answers.dropReadBy(bots('bots', 1));
    expect(answers.stats()).toMatchObject({ entries: 0, invalidations: 1 });
  });

  it('keeps every answer without an idle time', () => {
    const answers = store(0);
    answers.set('page', answer(1));
    clock += 365 * 24 * 3600 * 1000;
    expect(answers.get('page')).not.toBeNull();
    expect(answers.stats().idleDrops).toBe(0);
  });

  it('looks at the answers once a quarter of the idle time, not on every request', () => {
    const answers = store(120_000);
    for (let bot = 1; bot <= 50_000; bot += 1) answers.set(`page ${bot}`, answer(bot));
    clock += 29_000;
    const started = performance.now();
    for (let request = 0; request < 50_000; request += 1) answers.get('page 1');
    // A pass over 50,000 answers per request would take minutes.
    expect(performance.now() - started).toBeLessThan(1_000);
    // Page 1 was asked for 100 s ago, the others 129 s ago.
    clock += 100_000;
    answers.get('page 1');
    expect(answers.stats()).toMatchObject({ entries: 1, idleDrops: 49_999 });
  });
});
