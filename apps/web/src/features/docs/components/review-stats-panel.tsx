import styled from 'styled-components';
import type { ReviewStatsView } from '@botdir/contracts';
import { useReviewStats } from '@/lib/review-stats';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const hours = (value: number | null) => (value === null ? 'not enough data' : `${value} h`);

const ROWS: [string, (stats: ReviewStatsView) => string][] = [
  ['Waiting for review', (stats) => String(stats.backlog)],
  ['Median, last 7 days', (stats) => hours(stats.medianHours7d)],
  ['90th percentile, last 7 days', (stats) => hours(stats.p90Hours7d)],
  ['Median, last 30 days', (stats) => hours(stats.medianHours30d)],
  ['90th percentile, last 30 days', (stats) => hours(stats.p90Hours30d)],
  [
    'Approved, last 30 days',
    (stats) =>
      stats.approvalRate30d === null
        ? 'not enough data'
        : `${Math.round(stats.approvalRate30d * 100)}%`,
  ],
];

/** The live review figures of GET /api/stats/review, as the guide shows them. */
export function ReviewStatsPanel() {
  const { data } = useReviewStats();
  if (!data) return null;
  return (
    <StyledList aria-label="Review statistics">
      {ROWS.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value(data)}</dd>
        </div>
      ))}
    </StyledList>
  );
}
