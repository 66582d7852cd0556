import useSWR from 'swr';
import type { SubmissionHistoryEntry } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { submissionKeys } from '@/lib/query-keys/submission-keys';

export const getSubmissionHistory = (submissionId: string) =>
  apiGet<SubmissionHistoryEntry[]>(
    `/api/admin/submissions/${encodeURIComponent(submissionId)}/history`,
  );

/** Loaded only while the History panel is open. */
export function useSubmissionHistory(submissionId: string, open: boolean) {
  return useSWR<SubmissionHistoryEntry[]>(open ? submissionKeys.history(submissionId) : null, () =>
    getSubmissionHistory(submissionId),
  );
}
