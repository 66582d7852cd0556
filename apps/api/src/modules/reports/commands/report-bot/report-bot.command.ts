import { Command } from '@nestjs/cqrs';
import type { CommandActor, ReportReason } from '@botdir/contracts';

export interface ReportAccepted {
  reportId: string;
  botId: number;
  status: 'open';
}

export class ReportBotCommand extends Command<ReportAccepted> {
  constructor(
    readonly reporter: CommandActor,
    readonly botId: number,
    readonly reason: ReportReason,
    readonly details: string,
    readonly idempotencyKey: string | null,
  ) {
    super();
  }
}
