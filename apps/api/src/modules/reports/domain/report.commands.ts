import type { CommandActor, ReportAction, ReportReason } from '@botdir/contracts';

export interface ReportBot {
  type: 'ReportBot';
  botId: number;
  reporter: CommandActor;
  reason: ReportReason;
  details: string;
  /** Whether the bot is live now (read by the caller). */
  botLive: boolean;
}

export interface ResolveReport {
  type: 'ResolveReport';
  reportId: string;
  action: ReportAction;
  reason: string;
  resolver: CommandActor;
}

export type ReportCommand = ReportBot | ResolveReport;
