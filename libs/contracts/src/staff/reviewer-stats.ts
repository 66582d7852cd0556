/** One decision with its reviewer and when their claim on the submission began (null: none). */
export interface ReviewerDecisionRow {
  reviewerId: string;
  reviewerName: string;
  decision: 'approved' | 'rejected';
  reviewedAt: string;
  claimedAt: string | null;
}

/** GET /api/admin/reviewer-stats: one reviewer's last 7 and 30 days. */
export interface ReviewerStatsView {
  reviewerId: string;
  reviewerName: string;
  approved7d: number;
  rejected7d: number;
  approved30d: number;
  rejected30d: number;
  /** Median minutes from their claim to their decision over 30 days; null: no claimed decision. */
  medianClaimToDecisionMinutes30d: number | null;
  /** Approvals among decisions over 30 days (0-1, two decimals); null: no decision. */
  approvalRate30d: number | null;
}

const DAY_MS = 86_400_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/** Per reviewer (most decisions first), from decisions of the last 30 days before `now`. */
export function reviewerStatsOf(
  rows: readonly ReviewerDecisionRow[],
  now: string,
): ReviewerStatsView[] {
  const at = Date.parse(now);
  const month = rows.filter((row) => {
    const reviewed = Date.parse(row.reviewedAt);
    return reviewed >= at - 30 * DAY_MS && reviewed <= at;
  });
  const byReviewer = new Map<string, ReviewerDecisionRow[]>();
  for (const row of month)
    byReviewer.set(row.reviewerId, [...(byReviewer.get(row.reviewerId) ?? []), row]);
  const stats = [...byReviewer.values()].map((decisions): ReviewerStatsView => {
    const week = decisions.filter((row) => Date.parse(row.reviewedAt) >= at - 7 * DAY_MS);
    const count = (list: ReviewerDecisionRow[], decision: string) =>
      list.filter((row) => row.decision === decision).length;
    const approved30d = count(decisions, 'approved');
    const minutes = decisions.flatMap((row) =>
      row.claimedAt ? [(Date.parse(row.reviewedAt) - Date.parse(row.claimedAt)) / 60_000] : [],
    );
    return {
      reviewerId: decisions[0]!.reviewerId,
      reviewerName: decisions[decisions.length - 1]!.reviewerName,
      approved7d: count(week, 'approved'),
      rejected7d: count(week, 'rejected'),
      approved30d,
      rejected30d: decisions.length - approved30d,
      medianClaimToDecisionMinutes30d: median(minutes),
      approvalRate30d: Math.round((approved30d / decisions.length) * 100) / 100,
    };
  });
  return stats.sort(
    (a, b) =>
      b.approved30d + b.rejected30d - (a.approved30d + a.rejected30d) ||
      a.reviewerId.localeCompare(b.reviewerId),
  );
}
