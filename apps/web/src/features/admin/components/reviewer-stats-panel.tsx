import type { ReviewerStatsView } from '@botdir/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { useReviewerStats } from '../api/reviewer-stats';
import { StyledTable, StyledTableScroll } from './staff-table';

const rate = (value: number | null) => (value === null ? '—' : `${Math.round(value * 100)}%`);

/** "45 min", "3 h 5 min": a median claim-to-decision time; a dash when nothing was timed. */
function minutes(value: number | null): string {
  if (value === null) return '—';
  const whole = Math.round(value);
  if (whole < 60) return `${whole} min`;
  const rest = whole % 60;
  return rest ? `${Math.floor(whole / 60)} h ${rest} min` : `${whole / 60} h`;
}

function StatsTable({ rows }: { rows: ReviewerStatsView[] }) {
  return (
    <StyledTableScroll>
      <StyledTable aria-label="Reviewer statistics">
        <thead>
          <tr>
            <th scope="col">Reviewer</th>
            <th scope="col">Decisions, 7 days</th>
            <th scope="col">Decisions, 30 days</th>
            <th scope="col">Approval rate (30 days)</th>
            <th scope="col">Median claim to decision (30 days)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reviewerId}>
              <td>
                {row.reviewerName} ({row.reviewerId})
              </td>
              <td>
                {row.approved7d + row.rejected7d} ({row.approved7d} approved, {row.rejected7d}{' '}
                rejected)
              </td>
              <td>
                {row.approved30d + row.rejected30d} ({row.approved30d} approved, {row.rejected30d}{' '}
                rejected)
              </td>
              <td>{rate(row.approvalRate30d)}</td>
              <td>{minutes(row.medianClaimToDecisionMinutes30d)}</td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}

/** Administrators only: each reviewer's decisions over 7 and 30 days. */
export function ReviewerStatsPanel({ enabled }: { enabled: boolean }) {
  const { data, error, mutate } = useReviewerStats(enabled);
  if (error) return <LoadError error={error} onRetry={() => mutate()} what="reviewer statistics" />;
  if (!data) return <Loading label="Loading reviewer statistics..." />;
  if (data.length === 0)
    return (
      <EmptyState title="No decisions yet">No reviewer decided in the last 30 days.</EmptyState>
    );
  return <StatsTable rows={data} />;
}
