import useSWR from 'swr';
import type { SubmissionStatus, AdminSubmissionView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { submissionKeys } from '@/lib/query-keys/submission-keys';

export const getAdminSubmissions = (status?: SubmissionStatus) =>
  apiGet<AdminSubmissionView[]>(`/api/admin/submissions${queryString({ status })}`);

/** Only asked for when the user is staff (spec section 7). */
export function useAdminSubmissions(enabled: boolean, status?: SubmissionStatus) {
  return useSWR<AdminSubmissionView[]>(enabled ? submissionKeys.reviewList(status) : null, () =>
    getAdminSubmissions(status),
  );
}
