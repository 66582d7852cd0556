import { reportBotDocs } from './commands/report-bot/report-bot.openapi';
import { resolveReportDocs } from './commands/resolve-report/resolve-report.openapi';
import { reportsQueriesDocs } from './queries/reports-queries.openapi';

/** The descriptions of every route of the reports module. */
export const REPORTS_ROUTE_DOCS = [reportBotDocs, reportsQueriesDocs, resolveReportDocs];
