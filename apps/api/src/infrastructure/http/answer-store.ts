import type { ProjectionName } from '@botdir/read-store';

/** What the store needs to know of an answer: its size, its read models, its expiry. */
export interface StoredAnswer {
  readonly readModels: readonly ProjectionName[];
  /** The one bot the answer is about (its page, its stats), or null: a change to another bot's documents leaves it. */
  readonly bot: number | null;
  /** Epoch ms after which the answer is not replayed (Infinity: until a read model moves). */
  readonly expiresAt: number;
  /** Bytes held: bodies, compressed copies, key and headers. Grows when a copy is added. */
  bytes: number;
  /** Epoch ms at which a read model it was read from first moved since (kept stale, unscoped answers only). */
  staleSince?: number;
}

export interface AnswerStoreStats {
  hits: number;
  misses: number;
  /** Dropped to stay under the byte bound, least recently used first. */
  evictions: number;
  /** Dropped because a read model they were read from moved, or their time ran out. */
  invalidations: number;
  /** Hits on an answer whose read models had moved, within the stale allowance. */
  staleHits: number;
  /** Dropped because nobody asked for them for the idle time. */
  idleDrops: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

type KeyIndex<K> = Map<K, Set<string>>;

const indexIn = <K>(index: KeyIndex<K>, at: K, key: string) => {
  let keys = index.get(at);
  if (!keys) index.set(at, (keys = new Set()));
  keys.add(key);
};

const unindexIn = <K>(index: KeyIndex<K>, at: K, key: string) => {
  const keys = index.get(at);
  if (!keys) return;
  keys.delete(key);
  if (keys.size === 0) index.delete(at);
};

/**
 * Answers by key, bounded in bytes (least recently used dropped first) and in idle time, indexed by read model
 * and by bot, so a change to one read model drops exactly the answers read from it, at once, and
 * a change to some bots' documents only the answers about those bots (and the unscoped ones).
 */
export class AnswerStore<T extends StoredAnswer> {
  private readonly answers = new Map<string, T>();
  private readonly byReadModel: KeyIndex<ProjectionName> = new Map();
  /** Answers about no single bot, by read model. */
  private readonly unscoped: KeyIndex<ProjectionName> = new Map();
  private readonly byBot: KeyIndex<number> = new Map();
  private bytes = 0;
  private uses = 0;
  private readonly usedAt = new WeakMap<T, number>();
  /** Epoch ms of each answer's last hit (or its arrival). */
  private readonly lastAskedAt = new WeakMap<T, number>();
  private lastIdleSweep: number;
  private readonly counters = {
    hits: 0,
    misses: 0,
    evictions: 0,
    invalidations: 0,
    staleHits: 0,
    idleDrops: 0,
  };

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
    /** How long an answer about no single bot may be replayed after its read models moved (0: never). */
    private readonly staleMs = 0,
    /** An answer nobody asked for in this long is dropped (0: kept until evicted or invalidated). */
    private readonly idleMs = 0,
  ) {
    this.lastIdleSweep = now();
  }

  /**
   * The answer, fresh (or, with `acceptStale`, moved since no longer than the stale allowance);
   * `countMiss: false` for a look that another will repeat on a miss.
   */
  get(key: string, { countMiss = true, acceptStale = false } = {}): T | null {
    this.dropIdle();
    const answer = this.answers.get(key);
    if (answer && !this.usable(answer, acceptStale)) {
      // A stale answer stays for visitors who accept it, until its allowance runs out.
      if (answer.staleSince === undefined || this.now() - answer.staleSince >= this.staleMs) {
        this.remove(key, answer);
        this.counters.invalidations += 1;
      }
    } else if (answer) {
      this.counters.hits += 1;
      if (answer.staleSince !== undefined) this.counters.staleHits += 1;
      if (this.idleMs > 0) this.lastAskedAt.set(answer, this.now());
      this.touch(key, answer);
      return answer;
    }
    if (countMiss) this.counters.misses += 1;
    return null;
  }

  private usable(answer: T, acceptStale: boolean): boolean {
    const now = this.now();
    if (answer.expiresAt !== Infinity && answer.expiresAt <= now) return false;
    if (answer.staleSince === undefined) return true;
    return acceptStale && now - answer.staleSince < this.staleMs;
  }

  set(key: string, answer: T): void {
    const previous = this.answers.get(key);
    if (previous) this.remove(key, previous);
    if (answer.bytes > this.maxBytes) return;
    this.answers.set(key, answer);
    this.usedAt.set(answer, this.uses);
    if (this.idleMs > 0) this.lastAskedAt.set(answer, this.now());
    this.bytes += answer.bytes;
    for (const model of answer.readModels) {
      indexIn(this.byReadModel, model, key);
      if (answer.bot === null) indexIn(this.unscoped, model, key);
    }
    if (answer.bot !== null) indexIn(this.byBot, answer.bot, key);
    this.evictOverflow();
  }

  /** An answer held grew (a compressed copy was added); it may now push older ones out. */
  grew(key: string, answer: T, extraBytes: number): void {
    if (this.answers.get(key) !== answer) return;
    answer.bytes += extraBytes;
    this.bytes += extraBytes;
    this.evictOverflow();
  }

  /** Drops the answers read from what moved: a change limited to some bots spares answers about others. */
  dropReadBy(changes: ReadonlyMap<ProjectionName, ReadonlySet<number> | 'all'>): void {
    for (const [model, change] of changes) {
      if (change === 'all') {
        this.drop(this.byReadModel.get(model));
        continue;
      }
      this.drop(this.unscoped.get(model));
      for (const bot of change) this.drop(this.byBot.get(bot), model);
    }
  }

  private drop(keys: ReadonlySet<string> | undefined, readFrom?: ProjectionName): void {
    for (const key of [...(keys ?? [])]) {
      const answer = this.answers.get(key);
      if (!answer || (readFrom && !answer.readModels.includes(readFrom))) continue;
      if (this.staleMs > 0 && answer.bot === null) {
        // Stale from now on whatever moves next: out of the change indexes, so the next
        // changes (hundreds a second at the peak) do not walk it again.
        answer.staleSince = this.now();
        this.unindexChanges(key, answer);
        continue;
      }
      this.remove(key, answer);
      this.counters.invalidations += 1;
    }
  }

  stats(): AnswerStoreStats {
    return {
      ...this.counters,
      entries: this.answers.size,
      bytes: this.bytes,
      maxBytes: this.maxBytes,
    };
  }

  /**
   * Marks the answer recently used. Moving it to the young end of the map costs a delete and an
   * insert, so an answer already among the younger half stays where it is (LRU, approximately).
   */
  private touch(key: string, answer: T): void {
    const age = this.uses - (this.usedAt.get(answer) ?? 0);
    this.uses += 1;
    if (age <= this.answers.size / 2) return;
    this.usedAt.set(answer, this.uses);
    this.answers.delete(key);
    this.answers.set(key, answer);
  }

  /**
   * Every quarter of the idle time, drops the answers nobody asked for in that time: the cache
   * holds what is read now (a new bot's page read once, a search typed once, leave it), not
   * whatever was ever read until the byte bound pushes it out. One pass over the answers, a few
   * milliseconds at the bound.
   */
  private dropIdle(): void {
    if (this.idleMs === 0) return;
    const now = this.now();
    if (now - this.lastIdleSweep < this.idleMs / 4) return;
    this.lastIdleSweep = now;
    for (const [key, answer] of this.answers) {
      if (now - (this.lastAskedAt.get(answer) ?? now) < this.idleMs) continue;
      this.remove(key, answer);
      this.counters.idleDrops += 1;
    }
  }

  private evictOverflow(): void {
    while (this.bytes > this.maxBytes) {
      const oldest = this.answers.entries().next().value;
      if (!oldest) return;
      this.remove(oldest[0], oldest[1]);
      this.counters.evictions += 1;
    }
  }

  private remove(key: string, answer: T): void {
    this.answers.delete(key);
    this.bytes -= answer.bytes;
    this.unindexChanges(key, answer);
  }

  private unindexChanges(key: string, answer: T): void {
    for (const model of answer.readModels) {
      unindexIn(this.byReadModel, model, key);
      unindexIn(this.unscoped, model, key);
    }
    if (answer.bot !== null) unindexIn(this.byBot, answer.bot, key);
  }
}
