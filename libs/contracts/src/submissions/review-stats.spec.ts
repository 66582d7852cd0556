import { reviewStatsOf, reviewTimeText, type ReviewDecisionRow } from './review-stats';

const NOW = '2025-06-30T12:00:00.000Z';
const HOUR = 3_600_000;

/** A decision `hours` long, decided `daysAgo` days before NOW. */
function decision(hours: number, daysAgo: number, approved = true): ReviewDecisionRow {
  const reviewedAt = Date.parse(NOW) - daysAgo * 24 * HOUR;
  return {
    createdAt: new Date(reviewedAt - hours * HOUR).toISOString(),
    reviewedAt: new Date(reviewedAt).toISOString(),
    status: approved ? 'approved' : 'rejected',
  };
}

describe('reviewStatsOf', () => {
  it('computes median and p90 over 7 and 30 days, and the approval rate', () => {
    const rows = [
      decision(2, 1),
      decision(4, 2),
      decision(6, 3, false),
      decision(10, 10),
      decision(20, 20, false),
      decision(100, 40),
    ];
    expect(reviewStatsOf(rows, 4, NOW)).toEqual({
      backlog: 4,
      medianHours7d: 4,
      p90Hours7d: 6,
      medianHours30d: 6,
      p75Hours30d: 10,
      p90Hours30d: 20,
      approvalRate30d: 0.6,
    });
  });

  it('says "not enough data" (null) with fewer than three decisions in a window', () => {
    const stats = reviewStatsOf([decision(2, 1), decision(5, 10)], 1, NOW);
    expect(stats).toMatchObject({
      backlog: 1,
      medianHours7d: null,
      medianHours30d: null,
      approvalRate30d: null,
    });
    expect(reviewTimeText(stats)).toBeNull();
  });
});

describe('reviewTimeText', () => {
  it('reads the median up to p75 in hours or days', () => {
    expect(reviewTimeText({ medianHours30d: 5.2, p75Hours30d: 11 })).toBe('6–11 hours');
    expect(reviewTimeText({ medianHours30d: 30, p75Hours30d: 80 })).toBe('30 hours–4 days');
    expect(reviewTimeText({ medianHours30d: 50, p75Hours30d: 70 })).toBe('3 days');
    expect(reviewTimeText({ medianHours30d: 0.5, p75Hours30d: 0.7 })).toBe('less than an hour');
  });
});
