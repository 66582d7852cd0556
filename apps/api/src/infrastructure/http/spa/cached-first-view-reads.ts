import type { FirstViewAnswer, FirstViewReads } from './first-view-reads';

/** As long as the public answer cache keeps an answer that depends on the clock. */
const FRESH_MS = 5_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  position: number;
  at: number;
  answer: Promise<FirstViewAnswer | null>;
}

/**
 * First-view reads remembered until the read models move (or 5 s pass), so a burst of page views
 * costs one query per read, as the API's own answer cache does for the same reads.
 */
export class CachedFirstViewReads implements FirstViewReads {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly reads: FirstViewReads,
    private readonly position: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  read(pathname: string, query: Record<string, string>): Promise<FirstViewAnswer | null> {
    const key = `${pathname}?${new URLSearchParams(query).toString()}`;
    const position = this.position();
    const at = this.now();
    const known = this.entries.get(key);
    if (known && known.position === position && at - known.at < FRESH_MS) return known.answer;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const answer = this.reads.read(pathname, query);
    this.entries.set(key, { position, at, answer });
    answer.catch(() => this.entries.delete(key));
    return answer;
  }
}
