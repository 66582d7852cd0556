import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botReportStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { reportDecider } from '@api/modules/reports/domain/report.decider';
import { reportErrors } from '@api/modules/reports/domain/report.errors';
import { parseReportId } from '@api/modules/reports/domain/report-ids';
import { ResolveReportCommand, type ReportResolvedAnswer } from './resolve-report.command';

@CommandHandler(ResolveReportCommand)
export class ResolveReportHandler implements ICommandHandler<ResolveReportCommand> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(request: ResolveReportCommand): Promise<ReportResolvedAnswer> {
    const { resolver, reportId, action, reason, idempotencyKey } = request;
    const stream = parseReportId(reportId);
    if (!stream) throw reportErrors.notFound();
    const context = createCommandContext({
      actor: resolver,
      commandType: 'ResolveReport',
      idempotencyKey,
    });
    const outcome = await this.executor.execute({
      decider: reportDecider,
      streamId: botReportStream(stream.botId, stream.userId),
      command: { type: 'ResolveReport', reportId, action, reason, resolver },
      context,
    });
    // An unlisting has run already (an inline reaction): settle shows the bot gone from browse.
    await this.executor.settle(outcome);
    return { reportId, status: action === 'unlist' ? 'actioned' : 'dismissed' };
  }
}
