import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { ReviewerStatsController } from './reviewer-stats.controller';

export const reviewerStatsDocs = describeRoutes(ReviewerStatsController, {
  stats: {
    section: 'Staff',
    summary: 'Reviewer statistics (Administrators only): each reviewer’s last 7 and 30 days',
    answer: {
      status: 200,
      description:
        '`ReviewerStatsView[]`, most decisions first: approvals and rejections in 7 and 30 days, the median minutes from their claim to their decision (30 days; null when they decided nothing they had claimed) and the approval rate (30 days, 0-1).',
      schema: { type: 'array', items: { type: 'object' } },
    },
  },
});
