import { hourBlocks, facetText } from './sqlite-search-facets';

/** The hours a block token stands for. */
function hoursOf(token: string): [number, number] {
  const [, level, block] = /^t(\d)x(\d+)$/.exec(token) ?? [];
  const size = 4 ** Number(level);
  return [Number(block) * size, (Number(block) + 1) * size - 1];
}

describe('hour blocks of a search window', () => {
  const ranges: [number, number][] = [];
  for (const from of [0, 1, 3, 4, 15, 16, 17, 490_000, 490_015, 491_519, 491_520, 507_903])
    for (const length of [0, 1, 2, 23, 24, 168, 720, 2160, 8760, 30_000])
      ranges.push([from, from + length]);

  it.each(ranges)('[%d, %d]: every day from the first on, once, and few blocks', (from, last) => {
    const covered = hourBlocks(from, last).map(hoursOf);
    const sorted = [...covered].sort((a, b) => a[0] - b[0]);
    expect(sorted[0]?.[0]).toBe(from);
    sorted.forEach(([, end], index) => {
      const next = sorted[index + 1];
      if (next) expect(next[0]).toBe(end + 1);
    });
    expect(sorted[sorted.length - 1]?.[1]).toBeGreaterThanOrEqual(last);
    expect(covered.length).toBeLessThanOrEqual(3 * 7 + Math.ceil((last - from + 1) / 16_384) + 1);
  });

  it('a bot is in a window exactly when its hour is in it', () => {
    const base = 490_000;
    for (const hour of [0, 1, 15, 16, 63, 64, 70, 300, 2000].map((h) => base + h))
      for (const from of [-1, 0, 1, 16, 17, 64, 80, 1500, 2001].map((h) => base + h)) {
        const createdAt = new Date(hour * 3_600_000 + 1_234_567).toISOString();
        const tokens = new Set(facetText(createdAt, false).split(' '));
        const inWindow = hourBlocks(from, base + 2000).some((token) => tokens.has(token));
        expect({ hour, from, inWindow }).toEqual({ hour, from, inWindow: hour >= from });
      }
  });

  it('says whether the bot is featured', () => {
    const at = '2025-06-01T12:00:00.000Z';
    expect(facetText(at, true).split(' ')[0]).toBe('featured');
    expect(facetText(at, false).split(' ')[0]).toBe('unfeatured');
  });
});
