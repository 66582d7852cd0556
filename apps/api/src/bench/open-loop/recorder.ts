/** Latencies by series (ms) and counts of outcomes, drained per window by the soak. */
export class Recorder {
  private samples = new Map<string, number[]>();
  readonly counts = new Map<string, number>();

  record(series: string, ms: number): void {
    const list = this.samples.get(series);
    if (list) list.push(ms);
    else this.samples.set(series, [ms]);
  }

  count(outcome: string): void {
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + 1);
  }

  /** The series' latencies so far, sorted. */
  sorted(series: string): number[] {
    return [...(this.samples.get(series) ?? [])].sort((a, b) => a - b);
  }

  /** Sorted latencies of every series since the last drain, and forget them. */
  drain(): Map<string, number[]> {
    const taken = new Map(
      [...this.samples].map(([key, list]) => [key, list.sort((a, b) => a - b)]),
    );
    this.samples = new Map();
    return taken;
  }

  outcomes(): string {
    return [...this.counts].map(([key, count]) => `${key} ×${count}`).join(', ') || 'none';
  }
}

/** Indexes 0..sum-1 spread over kinds in proportion to `weights`, evenly (smooth round robin). */
export function mixPattern<K extends string>(weights: Record<K, number>): K[] {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const credit = new Map<K, number>(entries.map(([kind]) => [kind, 0]));
  const pattern: K[] = [];
  for (let step = 0; step < total; step += 1) {
    for (const [kind, weight] of entries) credit.set(kind, (credit.get(kind) ?? 0) + weight);
    const [chosen] = [...credit].sort((a, b) => b[1] - a[1])[0] as [K, number];
    credit.set(chosen, (credit.get(chosen) ?? 0) - total);
    pattern.push(chosen);
  }
  return pattern;
}
