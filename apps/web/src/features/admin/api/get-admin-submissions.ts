import useSWR from 'swr';
import type { SubmissionStatus, SubmissionView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';

export const ADMIN_SUBMISSIONS_KEY = '/api/admin/submissions';

export const adminSubmissionsKey = (status?: SubmissionStatus) =>
  status ? `${ADMIN_SUBMISSIONS_KEY}?status=${status}` : ADMIN_SUBMISSIONS_KEY;

export const getAdminSubmissions = (status?: SubmissionStatus) =>
  apiGet<SubmissionView[]>(adminSubmissionsKey(status));

/** Only asked for when the user is staff (spec section 7). */
export function useAdminSubmissions(enabled: boolean, status?: SubmissionStatus) {
  return useSWR<SubmissionView[]>(enabled ? adminSubmissionsKey(status) : null, () =>
    getAdminSubmissions(status),
  );
}
