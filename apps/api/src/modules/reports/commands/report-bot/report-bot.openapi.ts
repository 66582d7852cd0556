import { reportBotSchema } from '@botdir/contracts';
import { describeRoutes } from '@api/infrastructure/api-docs/route-doc';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { reportErrors } from '../../domain/report.errors';
import { ReportBotController } from './report-bot.controller';

export const reportBotDocs = describeRoutes(ReportBotController, {
  report: {
    section: 'Developer',
    summary: 'Report a live bot (one open report per user and bot)',
    body: { schema: reportBotSchema },
    answer: { status: 201, description: '`{ reportId, botId, status: "open" }`.' },
    errors: [httpErrors.invalidBotId(), reportErrors.botNotLive(), reportErrors.alreadyOpen()],
  },
});
