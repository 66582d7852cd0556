import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { botErrors } from '../../domain/bot.errors';
import { RecordPageViewController } from './record-page-view.controller';

export const recordPageViewDocs = describeRoutes(RecordPageViewController, {
  view: {
    section: 'Public reads',
    summary: "Record a page view for the owner's analytics",
    description: 'One view per visitor per bot per day.',
    answer: { status: 204, description: 'Recorded (or already counted today).' },
    errors: [httpErrors.invalidBotId(), botErrors.notListed()],
  },
});
