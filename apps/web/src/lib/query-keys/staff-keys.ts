/** The Administrators' staff tabs: activity pages, canned reasons, reviewer statistics. */
export const staffKeys = {
  all: ['staff'] as const,
  activity: (filters: string, cursor: string | null) =>
    [...staffKeys.all, 'activity', filters, cursor] as const,
  reasons: () => [...staffKeys.all, 'reasons'] as const,
  reviewerStats: () => [...staffKeys.all, 'reviewer-stats'] as const,
};
