import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { botReportStream } from '@botdir/contracts';
import { CommandExecutor } from '@api/infrastructure/commands/command-executor';
import { createCommandContext } from '@api/infrastructure/commands/command-context';
import { EventReactions } from '@api/infrastructure/projection/event-reactions';
import { reportDecider } from '@api/modules/reports/domain/report.decider';
import { reportErrors } from '@api/modules/reports/domain/report.errors';
import { parseReportId } from '@api/modules/reports/domain/report-ids';
import { ResolveReportCommand, type ReportResolvedAnswer } from './resolve-report.command';

@CommandHandler(ResolveReportCommand)
export class ResolveReportHandler implements ICommandHandler<ResolveReportCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reactions: EventReactions,
  ) {}

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
    // Unlist (and notify) now, so the bot is gone from browse when this answers.
    const reacted = await this.reactions.react(outcome.events);
    await this.executor.settle({ ...outcome, position: Math.max(outcome.position, reacted) });
    return { reportId, status: action === 'unlist' ? 'actioned' : 'dismissed' };
  }
}
