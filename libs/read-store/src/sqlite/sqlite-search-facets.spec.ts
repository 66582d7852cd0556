import { dayBlocks, facetText } from './sqlite-search-facets';

/** The days a block token stands for. */
function daysOf(token: string): [number, number] {
  const [, level, block] = /^t(\d)x(\d+)$/.exec(token) ?? [];
  const size = 4 ** Number(level);
  return [Number(block) * size, (Number(block) + 1) * size - 1];
}

describe('day blocks of a search window', () => {
  const ranges: [number, number][] = [];
  for (const from of [0, 1, 3, 4, 15, 16, 17, 20_400, 20_415, 20_479, 20_480, 21_503])
    for (const length of [0, 1, 2, 6, 7, 29, 30, 89, 90, 364, 365, 2000])
      ranges.push([from, from + length]);

  it.each(ranges)('[%d, %d]: every day from the first on, once, and few blocks', (from, last) => {
    const covered = dayBlocks(from, last).map(daysOf);
    const sorted = [...covered].sort((a, b) => a[0] - b[0]);
    expect(sorted[0]?.[0]).toBe(from);
    sorted.forEach(([, end], index) => {
      const next = sorted[index + 1];
      if (next) expect(next[0]).toBe(end + 1);
    });
    expect(sorted[sorted.length - 1]?.[1]).toBeGreaterThanOrEqual(last);
    expect(covered.length).toBeLessThanOrEqual(3 * 5 + Math.ceil((last - from + 1) / 1024) + 1);
  });

  it('a bot is in a window exactly when its day is in it', () => {
    for (const day of [20_400, 20_401, 20_415, 20_416, 20_470, 20_500])
      for (const from of [20_399, 20_400, 20_401, 20_416, 20_417, 20_480]) {
        const createdAt = new Date(day * 86_400_000 + 3_600_000).toISOString();
        const tokens = new Set(facetText(createdAt, false).split(' '));
        const inWindow = dayBlocks(from, 20_500).some((token) => tokens.has(token));
        expect({ day, from, inWindow }).toEqual({ day, from, inWindow: day >= from });
      }
  });

  it('says whether the bot is featured', () => {
    const at = '2025-06-01T12:00:00.000Z';
    expect(facetText(at, true).split(' ')[0]).toBe('featured');
    expect(facetText(at, false).split(' ')[0]).toBe('unfeatured');
  });
});
