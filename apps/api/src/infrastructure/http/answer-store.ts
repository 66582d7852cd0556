import type { ProjectionName } from '@botdir/read-store';

/** What the store needs to know of an answer: its size, its read models, its expiry. */
export interface StoredAnswer {
  readonly readModels: readonly ProjectionName[];
  /** Epoch ms after which the answer is not replayed (Infinity: until a read model moves). */
  readonly expiresAt: number;
  /** Bytes held: bodies, compressed copies, key and headers. Grows when a copy is added. */
  bytes: number;
}

export interface AnswerStoreStats {
  hits: number;
  misses: number;
  /** Dropped to stay under the byte bound, least recently used first. */
  evictions: number;
  /** Dropped because a read model they were read from moved, or their time ran out. */
  invalidations: number;
  entries: number;
  bytes: number;
  maxBytes: number;
}

/**
 * Answers by key, bounded in bytes (least recently used dropped first) and indexed by read model,
 * so a change to one read model drops exactly the answers read from it, at once.
 */
export class AnswerStore<T extends StoredAnswer> {
  private readonly answers = new Map<string, T>();
  private readonly byReadModel = new Map<ProjectionName, Set<string>>();
  private bytes = 0;
  private uses = 0;
  private readonly usedAt = new WeakMap<T, number>();
  private readonly counters = { hits: 0, misses: 0, evictions: 0, invalidations: 0 };

  constructor(
    readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer, fresh; `countMiss: false` for a look that another will repeat on a miss. */
  get(key: string, { countMiss = true } = {}): T | null {
    const answer = this.answers.get(key);
    if (answer && answer.expiresAt !== Infinity && answer.expiresAt <= this.now()) {
      this.remove(key, answer);
      this.counters.invalidations += 1;
    } else if (answer) {
      this.counters.hits += 1;
      this.touch(key, answer);
      return answer;
    }
    if (countMiss) this.counters.misses += 1;
    return null;
  }

  set(key: string, answer: T): void {
    const previous = this.answers.get(key);
    if (previous) this.remove(key, previous);
    if (answer.bytes > this.maxBytes) return;
    this.answers.set(key, answer);
    this.usedAt.set(answer, this.uses);
    this.bytes += answer.bytes;
    for (const model of answer.readModels) {
      let keys = this.byReadModel.get(model);
      if (!keys) this.byReadModel.set(model, (keys = new Set()));
      keys.add(key);
    }
    this.evictOverflow();
  }

  /** An answer held grew (a compressed copy was added); it may now push older ones out. */
  grew(key: string, answer: T, extraBytes: number): void {
    if (this.answers.get(key) !== answer) return;
    answer.bytes += extraBytes;
    this.bytes += extraBytes;
    this.evictOverflow();
  }

  dropReadBy(models: Iterable<ProjectionName>): void {
    for (const model of models) {
      for (const key of [...(this.byReadModel.get(model) ?? [])]) {
        const answer = this.answers.get(key);
        if (answer) this.remove(key, answer);
        this.counters.invalidations += 1;
      }
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
    for (const model of answer.readModels) this.byReadModel.get(model)?.delete(key);
  }
}
