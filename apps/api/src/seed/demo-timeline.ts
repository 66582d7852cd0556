const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface DemoTimeline {
  submittedAt: number;
  reviewedAt: number;
  outcome: 'approved' | 'rejected' | 'pending';
  featured: boolean;
  votes: number[];
  clicks: Array<{ visitor: number; at: number }>;
}

const FEATURED = new Set([0, 2, 6, 10, 18, 20]);
const PENDING = new Set([38, 39]);
const REJECTED = new Set([36]);

/**
 * A varied but deterministic history for demo bot `index`: ages from hours to four months,
 * ratings between about 3 and 5 stars, invite clicks concentrated on a few trending bots.
 */
export function demoTimeline(index: number, now: number): DemoTimeline {
  const ageHours = index < 2 ? 3 + index * 5 : ((index * 37) % 120) * 24 + 12;
  const reviewedAt = now - ageHours * HOUR;
  const submittedAt = reviewedAt - (6 + (index % 5) * 4) * HOUR;
  const outcome = PENDING.has(index) ? 'pending' : REJECTED.has(index) ? 'rejected' : 'approved';
  const voteCount = 3 + ((index * 7) % 12);
  const votes = Array.from({ length: voteCount }, (_, vote) => 3 + ((index * 5 + vote * 2) % 3));
  const popularity = index % 4 === 0 ? 12 : index % 4 === 1 ? 6 : 2;
  const clicks = Array.from({ length: popularity + (index % 5) }, (_, click) => ({
    visitor: click,
    at: Math.max(reviewedAt + HOUR, now - ((click * 3 + index) % 40) * DAY - HOUR),
  })).filter((click) => click.at < now);
  return {
    submittedAt: outcome === 'pending' ? now - (index - 36) * 5 * HOUR : submittedAt,
    reviewedAt,
    outcome,
    featured: FEATURED.has(index),
    votes,
    clicks,
  };
}
