import { Command } from '@nestjs/cqrs';
import type { CommandActor, ReportAction } from '@botdir/contracts';

export interface ReportResolvedAnswer {
  reportId: string;
  status: 'dismissed' | 'actioned';
}

export class ResolveReportCommand extends Command<ReportResolvedAnswer> {
  constructor(
    readonly resolver: CommandActor,
    readonly reportId: string,
    readonly action: ReportAction,
    readonly reason: string,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
