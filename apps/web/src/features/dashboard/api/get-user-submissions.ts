import useSWR from 'swr';
import type { SubmissionView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys/submission-keys';

export const getUserSubmissions = () => apiGet<SubmissionView[]>('/api/user/submissions');

/** Only asked for once somebody is logged in (spec section 7). */
export function useUserSubmissions(enabled: boolean) {
  return useSWR<SubmissionView[]>(enabled ? submissionKeys.mine() : null, getUserSubmissions);
}
