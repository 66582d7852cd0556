import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ReportBotController } from './commands/report-bot/report-bot.controller';
import { ReportBotHandler } from './commands/report-bot/report-bot.handler';
import { ResolveReportController } from './commands/resolve-report/resolve-report.controller';
import { ResolveReportHandler } from './commands/resolve-report/resolve-report.handler';
import { ReportsQueriesController } from './queries/reports-queries.controller';

/** Reports of live bots by users, resolved by staff (issue 16, item 5). */
@Module({
  imports: [CqrsModule],
  controllers: [ReportBotController, ResolveReportController, ReportsQueriesController],
  providers: [ReportBotHandler, ResolveReportHandler],
})
export class ReportsModule {}
