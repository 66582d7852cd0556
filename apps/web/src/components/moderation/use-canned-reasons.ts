import useSWR from 'swr';
import type { CannedReasonView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys/staff-keys';

/**
 * GET /api/admin/reasons: every canned reason, active and retired, in added order (staff). It
 * sits beside the reason picker, out of the shared chunk: only staff screens ask for reasons.
 */
export function useCannedReasons(enabled = true) {
  return useSWR<CannedReasonView[]>(enabled ? staffKeys.reasons() : null, () =>
    apiGet<CannedReasonView[]>('/api/admin/reasons'),
  );
}
