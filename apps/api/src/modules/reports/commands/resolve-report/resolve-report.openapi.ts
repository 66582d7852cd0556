import { resolveReportSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { reportErrors } from '../../domain/report.errors';
import { ResolveReportController } from './resolve-report.controller';

export const resolveReportDocs = describeRoutes(ResolveReportController, {
  resolve: {
    section: 'Staff',
    summary: 'Dismiss a report, or action it by unlisting the bot',
    description: '`unlist` takes the bot off every public list and notifies its owner.',
    body: { schema: resolveReportSchema },
    answer: { status: 200, description: '`{ reportId, status: "dismissed" | "actioned" }`.' },
    errors: [reportErrors.staffOnly(), reportErrors.notFound(), reportErrors.notOpen()],
  },
});
