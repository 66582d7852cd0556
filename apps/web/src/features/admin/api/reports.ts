import useSWR from 'swr';
import type { ReportAction, ReportView } from '@botdir/contracts';
import { apiGet, apiSend } from '@/lib/api-client';
import { reportKeys } from '@/lib/query-keys/report-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';
import { revalidateAfterReview } from './revalidate-after-review';

/** Open reports, or handled ones (dismissed or actioned), as the Reports tab shows them. */
export type ReportsShown = 'open' | 'resolved';

/** GET /api/admin/reports?status=open|resolved: the Reports tab (staff only). */
export function useReports(enabled: boolean, status: ReportsShown) {
  return useSWR<ReportView[]>(enabled ? reportKeys.list(status) : null, () =>
    apiGet<ReportView[]>(`/api/admin/reports?status=${status}`),
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
  await Promise.all([revalidateAfterReview(), refreshCachedLists([reportKeys.all], [])]);
}
