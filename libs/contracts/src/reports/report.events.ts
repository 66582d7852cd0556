import type { DomainEvent } from '../common/event-envelope';

export const REPORT_REASONS = [
  'spam',
  'broken',
  'offensive',
  'dangerous-permissions',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportAction = 'dismiss' | 'unlist';

/** A logged-in user reported a live bot (stream `bot-reports-{botId}-{userId}`: one open at a time). */
export type BotReported = DomainEvent<
  'BotReported',
  {
    reportId: string;
    botId: number;
    reporterId: string;
    reporterName: string;
    reason: ReportReason;
    details: string;
  }
>;

/** Staff dismissed the report, or actioned it by unlisting the bot (a process unlists it). */
export type ReportResolved = DomainEvent<
  'ReportResolved',
  {
    reportId: string;
    botId: number;
    reporterId: string;
    action: ReportAction;
    reason: string;
    resolvedBy: string;
  }
>;

export type ReportEvent = BotReported | ReportResolved;

export const REPORT_EVENT_VERSIONS: Record<ReportEvent['type'], number> = {
  BotReported: 1,
  ReportResolved: 1,
};
