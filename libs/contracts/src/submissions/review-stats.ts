/** One review decision: when the submission came in and when it was decided. */
export interface ReviewDecisionRow {
  createdAt: string;
  reviewedAt: string;
  status: 'approved' | 'rejected';
}

/** GET /api/stats/review: the review queue in numbers, computed from events (null: too little data). */
export interface ReviewStatsView {
  backlog: number;
  medianHours7d: number | null;
  p90Hours7d: number | null;
  medianHours30d: number | null;
  /** The upper bound of "usually reviewed within X". */
  p75Hours30d: number | null;
  p90Hours30d: number | null;
  approvalRate30d: number | null;
}

/** Where a pending submission stands; null figures when there is too little data. */
export interface QueuePlace {
  queuePosition: number | null;
  queueLength: number | null;
  etaHours: number | null;
}

/** Fewer decisions than this in a window is "not enough data". */
export const REVIEW_STATS_MIN_DECISIONS = 3;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The p-th percentile (nearest rank) of sorted values, to one decimal. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length < REVIEW_STATS_MIN_DECISIONS) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return Math.round((sorted[rank - 1] ?? 0) * 10) / 10;
}

function hoursWithin(decisions: readonly ReviewDecisionRow[], since: number): number[] {
  return decisions
    .filter((row) => Date.parse(row.reviewedAt) >= since)
    .map((row) => (Date.parse(row.reviewedAt) - Date.parse(row.createdAt)) / HOUR_MS)
    .sort((a, b) => a - b);
}

/** The one computation of review times, from decisions of the last 30 days and the backlog. */
export function reviewStatsOf(
  decisions: readonly ReviewDecisionRow[],
  backlog: number,
  now: string,
): ReviewStatsView {
  const at = Date.parse(now);
  const week = hoursWithin(decisions, at - 7 * DAY_MS);
  const month = hoursWithin(decisions, at - 30 * DAY_MS);
  const monthRows = decisions.filter((row) => Date.parse(row.reviewedAt) >= at - 30 * DAY_MS);
  const approved = monthRows.filter((row) => row.status === 'approved').length;
  return {
    backlog,
    medianHours7d: percentile(week, 50),
    p90Hours7d: percentile(week, 90),
    medianHours30d: percentile(month, 50),
    p75Hours30d: percentile(month, 75),
    p90Hours30d: percentile(month, 90),
    approvalRate30d:
      monthRows.length < REVIEW_STATS_MIN_DECISIONS
        ? null
        : Math.round((approved / monthRows.length) * 100) / 100,
  };
}

function durationText(hours: number): string {
  if (hours < 1) return 'less than an hour';
  if (hours < 48) {
    const whole = Math.ceil(hours);
    return `${whole} hour${whole === 1 ? '' : 's'}`;
  }
  return `${Math.ceil(hours / 24)} days`;
}

/** X of "usually reviewed within X": the 30-day median, up to p75; null when too little data. */
export function reviewTimeText(stats: Pick<ReviewStatsView, 'medianHours30d' | 'p75Hours30d'>) {
  const { medianHours30d: median, p75Hours30d: p75 } = stats;
  if (median === null) return null;
  const low = durationText(median);
  const high = p75 === null ? low : durationText(p75);
  if (low === high) return low;
  const unit = / (hours|days)$/.exec(high)?.[0];
  return unit && low.endsWith(unit) ? `${low.slice(0, -unit.length)}–${high}` : `${low}–${high}`;
}

export const NOT_ENOUGH_REVIEW_DATA = 'not enough data yet to say how long a review takes';
