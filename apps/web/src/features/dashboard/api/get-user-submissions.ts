import useSWR from 'swr';
import type { SubmissionView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';

export const USER_SUBMISSIONS_KEY = '/api/user/submissions';

export const getUserSubmissions = () => apiGet<SubmissionView[]>(USER_SUBMISSIONS_KEY);

/** Only asked for once somebody is logged in (spec section 7). */
export function useUserSubmissions(enabled: boolean) {
  return useSWR<SubmissionView[]>(enabled ? USER_SUBMISSIONS_KEY : null, getUserSubmissions);
}
