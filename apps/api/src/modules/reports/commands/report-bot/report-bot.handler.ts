import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botReportStream, type BotReported } from '@botdir/contracts';
import { REPORT_READS, type ReportReads } from '@botdir/read-store';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { firstDataOf } from '@api/infrastructure/event-store/stream-events';
import { reportDecider } from '@api/modules/reports/domain/report.decider';
import { ReportBotCommand, type ReportAccepted } from './report-bot.command';

@CommandHandler(ReportBotCommand)
export class ReportBotHandler implements ICommandHandler<ReportBotCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(REPORT_READS) private readonly reads: ReportReads,
  ) {}

  async execute(request: ReportBotCommand): Promise<ReportAccepted> {
    const { reporter, botId, reason, details, idempotencyKey } = request;
    const botLive = (await this.reads.getBot(botId))?.status === 'live';
    const context = createCommandContext({
      actor: reporter,
      commandType: 'ReportBot',
      idempotencyKey,
    });
    const outcome = await this.executor.execute({
      decider: reportDecider,
      streamId: botReportStream(botId, reporter.id),
      command: { type: 'ReportBot', botId, reporter, reason, details, botLive },
      context,
    });
    await this.executor.settle(outcome);
    const reported = firstDataOf<BotReported>(outcome.events, 'BotReported');
    if (!reported) throw new Error(`Report of bot ${botId} wrote no BotReported`);
    return { reportId: reported.reportId, botId, status: 'open' };
  }
}
