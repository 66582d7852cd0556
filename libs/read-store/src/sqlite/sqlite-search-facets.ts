const HOUR_MS = 3_600_000;
/** Time tokens at blocks of 4^level hours, 1 hour to 16,384 (22 months): a window is a few blocks. */
const LEVELS = 8;
const FEATURED = { true: 'featured', false: 'unfeatured' } as const;

const hourOf = (iso: string) => Math.max(0, Math.floor(Date.parse(iso) / HOUR_MS));
const blockToken = (level: number, block: number) => `t${level}x${block}`;

/**
 * A public bot's `facets` column of the full-text table: whether it is featured and the blocks
 * of hours its creation falls in. A search narrowed by featured or by a `days` window is then an
 * AND inside the full-text index (its doclists skip to each other), never a walk of every match
 * through the bots table. No search word reaches this column (the words name their columns).
 */
export function facetText(createdAt: string, featured: boolean): string {
  const hour = hourOf(createdAt);
  const blocks = Array.from({ length: LEVELS }, (_, level) =>
    blockToken(level, Math.floor(hour / 4 ** level)),
  );
  return [FEATURED[`${featured}`], ...blocks].join(' ');
}

export const featuredClause = (featured: boolean) => `{facets} : "${FEATURED[`${featured}`]}"`;

/**
 * The hours from `from` to at least `last`, as the fewest aligned blocks going up the levels (at
 * most three per level): a block may run past `last`, when no bot was created yet.
 */
export function hourBlocks(from: number, last: number): string[] {
  const tokens: string[] = [];
  let hour = from;
  for (let level = 0; hour <= last; level += 1) {
    const size = 4 ** level;
    const top = level === LEVELS - 1;
    while (hour <= last && (top || hour % (size * 4) !== 0)) {
      tokens.push(blockToken(level, hour / size));
      hour += size;
    }
  }
  return tokens;
}

export interface WindowClauses {
  /** Every bot of the window, and those of its first hour created before it started. */
  hours: string;
  /** The bots of the window's first hour: in it only if created after its start. */
  firstHour: string;
}

const anyOf = (tokens: string[]) =>
  `{facets} : (${tokens.map((token) => `"${token}"`).join(' OR ')})`;

/** The window `createdAfter` .. `newest` (the newest public bot's creation), as facet clauses. */
export function windowClauses(createdAfter: string, newest: string): WindowClauses {
  const first = hourOf(createdAfter);
  const firstHour = blockToken(0, first);
  return {
    hours: anyOf([firstHour, ...hourBlocks(first + 1, hourOf(newest))]),
    firstHour: anyOf([firstHour]),
  };
}
