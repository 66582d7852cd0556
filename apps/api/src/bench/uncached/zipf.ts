/** A small seeded generator (mulberry32), so every run asks the same questions. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws ranks 0..size-1 with probability proportional to 1 / (rank + 1)^exponent. */
export function zipf(size: number, random: () => number, exponent = 1): () => number {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 0; rank < size; rank += 1) {
    sum += 1 / (rank + 1) ** exponent;
    cumulative.push(sum);
  }
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
