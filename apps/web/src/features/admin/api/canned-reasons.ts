import type { CannedReasonKind } from '@botdir/contracts';
import { apiSend } from '@/lib/api-client';
import { staffKeys } from '@/lib/query-keys/staff-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

export interface CannedReasonInput {
  title: string;
  explanation: string;
  guidelineUrl: string;
}

const refreshReasons = () => refreshCachedLists([staffKeys.reasons()], []);

/** POST /api/admin/reasons (Administrators). */
export async function addCannedReason(input: CannedReasonInput & { kind: CannedReasonKind }) {
  await apiSend('POST', '/api/admin/reasons', input);
  await refreshReasons();
}

/** PUT /api/admin/reasons/:id (Administrators). */
export async function editCannedReason(id: string, input: CannedReasonInput) {
  await apiSend('PUT', `/api/admin/reasons/${encodeURIComponent(id)}`, input);
  await refreshReasons();
}

/** DELETE /api/admin/reasons/:id: retired, no longer offered (Administrators). */
export async function retireCannedReason(id: string) {
  await apiSend('DELETE', `/api/admin/reasons/${encodeURIComponent(id)}`);
  await refreshReasons();
}
