import useSWR from 'swr';
import type { SubmissionListStatus, AdminSubmissionView } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { queryString } from '@/lib/query-string';
import { submissionKeys } from '@/lib/query-keys/submission-keys';

/** Page size of All Submissions; one more is asked for to know whether a next page exists. */
export const SUBMISSIONS_PAGE_SIZE = 20;

export interface SubmissionsFilter {
  status?: SubmissionListStatus;
  search?: string;
  /** From 1. */
  page: number;
}

const list = (params: Record<string, string | number | undefined>) =>
  apiGet<AdminSubmissionView[]>(`/api/admin/submissions${queryString(params)}`);

export const getAdminSubmissions = (status?: SubmissionListStatus) => list({ status });

/** Only asked for when the user is staff (spec section 7). */
export function useAdminSubmissions(enabled: boolean, status?: SubmissionListStatus) {
  return useSWR<AdminSubmissionView[]>(enabled ? submissionKeys.reviewList(status) : null, () =>
    getAdminSubmissions(status),
  );
}

/** One page of All Submissions: the entries, and whether another page follows. */
export function useSubmissionsPage(enabled: boolean, filter: SubmissionsFilter) {
  return useSWR(enabled ? submissionKeys.reviewPage(filter) : null, async () => {
    const rows = await list({
      status: filter.status,
      search: filter.search,
      limit: SUBMISSIONS_PAGE_SIZE + 1,
      offset: (filter.page - 1) * SUBMISSIONS_PAGE_SIZE,
    });
    return {
      entries: rows.slice(0, SUBMISSIONS_PAGE_SIZE),
      hasNext: rows.length > SUBMISSIONS_PAGE_SIZE,
    };
  });
}

/** How many submissions were decided since a time (the header's "decided today"). */
export function useDecidedSince(enabled: boolean, since: string) {
  return useSWR(enabled ? submissionKeys.decidedSince(since) : null, async () => {
    const rows = await list({ reviewedSince: since, limit: 500 });
    return rows.length;
  });
}
