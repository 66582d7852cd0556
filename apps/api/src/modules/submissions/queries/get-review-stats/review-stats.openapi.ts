import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { ReviewStatsController } from './review-stats.controller';

export const reviewStatsDocs = describeRoutes(ReviewStatsController, {
  review: {
    section: 'Public reads',
    summary: 'Review times from events: backlog, median and p90 over 7 and 30 days, approval rate',
    description: 'Figures are null while there are fewer than three decisions in their window.',
    answer: {
      status: 200,
      description:
        '`{ backlog, medianHours7d, p90Hours7d, medianHours30d, p75Hours30d, p90Hours30d, approvalRate30d }`.',
      schema: { type: 'object' },
    },
  },
});
