import type { ReportAction, ReportReason } from './report.events';

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

/** A report as staff see it in the Reports tab. */
export interface ReportView {
  id: string;
  botId: number;
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
