const DAY_MS = 86_400_000;
/** Time tokens at blocks of 1, 4, 16, 64, 256 and 1,024 days: any window is a few blocks. */
const LEVELS = 6;
const FEATURED = { true: 'featured', false: 'unfeatured' } as const;

const dayOf = (iso: string) => Math.max(0, Math.floor(Date.parse(iso) / DAY_MS));
const blockToken = (level: number, block: number) => `t${level}x${block}`;

/**
 * A public bot's `facets` column of the full-text table: whether it is featured and the blocks
 * of days its creation falls in. A search narrowed by featured or by a `days` window is then an
 * AND inside the full-text index (its doclists skip to each other), never a walk of every match
 * through the bots table. No search word reaches this column (the words name their columns).
 */
export function facetText(createdAt: string, featured: boolean): string {
  const day = dayOf(createdAt);
  const blocks = Array.from({ length: LEVELS }, (_, level) =>
    blockToken(level, Math.floor(day / 4 ** level)),
  );
  return [FEATURED[`${featured}`], ...blocks].join(' ');
}

export const featuredClause = (featured: boolean) => `{facets} : "${FEATURED[`${featured}`]}"`;

/**
 * The days from `fromDay` to at least `lastDay`, as the fewest aligned blocks going up the levels
 * (at most three per level): a block may run past `lastDay`, where no bot was created yet.
 */
export function dayBlocks(fromDay: number, lastDay: number): string[] {
  const tokens: string[] = [];
  let day = fromDay;
  for (let level = 0; day <= lastDay; level += 1) {
    const size = 4 ** level;
    const top = level === LEVELS - 1;
    while (day <= lastDay && (top || day % (size * 4) !== 0)) {
      tokens.push(blockToken(level, day / size));
      day += size;
    }
  }
  return tokens;
}

export interface WindowClauses {
  /** Bots created on a day after the window's first: all of them are in it. */
  inside: string | null;
  /** Bots created on the window's first day: in it only if created after its start. */
  firstDay: string;
  /** Both: the bots of the window and those of its first day created before it started. */
  days: string;
}

const anyOf = (tokens: string[]) =>
  `{facets} : (${tokens.map((token) => `"${token}"`).join(' OR ')})`;

/** The window `createdAfter` .. `newest` (the newest public bot's creation), as facet clauses. */
export function windowClauses(createdAfter: string, newest: string): WindowClauses {
  const first = dayOf(createdAfter);
  const inside = dayBlocks(first + 1, dayOf(newest));
  const firstDay = blockToken(0, first);
  return {
    inside: inside.length > 0 ? anyOf(inside) : null,
    firstDay: anyOf([firstDay]),
    days: anyOf([firstDay, ...inside]),
  };
}
