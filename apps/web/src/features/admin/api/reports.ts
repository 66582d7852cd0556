import useSWR from 'swr';
import type { ReportAction, ReportView } from '@botdir/contracts';
import { apiGet, apiSend } from '@/lib/api-client';
import { reportKeys } from '@/lib/query-keys/report-keys';
import { revalidateAfterReview } from './revalidate-after-review';

/** GET /api/admin/reports?status=open: the Reports tab (staff only). */
export function useOpenReports(enabled: boolean) {
  return useSWR<ReportView[]>(enabled ? reportKeys.open() : null, () =>
    apiGet<ReportView[]>('/api/admin/reports?status=open'),
  );
}

/** POST /api/admin/reports/:id/resolve; `unlist` takes the bot off every public list. */
export async function resolveReport(
  reportId: string,
  action: ReportAction,
  reason: string,
): Promise<void> {
  await apiSend('POST', `/api/admin/reports/${encodeURIComponent(reportId)}/resolve`, {
    action,
    reason,
  });
  await revalidateAfterReview();
}
