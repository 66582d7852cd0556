import type { ReportAction, ReportReason } from './report.events';

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

/** A report as staff see it in the Reports tab. */
export interface ReportView {
  id: string;
  botId: number;
  /** The bot's name now (read beside the report from the bots read model); null if unknown. */
  botName: string | null;
  reporterId: string;
  reporterName: string;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  action: ReportAction | null;
  resolution: string | null;
}

/** What staff and reporters read for each reason code (one wording for the form and the tab). */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  broken: 'Does not work',
  offensive: 'Offensive content',
  'dangerous-permissions': 'Asks for dangerous permissions',
  impersonation: 'Impersonates another bot',
  other: 'Something else',
};

/** How a handled report was handled, as staff read it. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Bot unlisted',
};
