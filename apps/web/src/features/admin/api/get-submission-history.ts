import useSWR from 'swr';
import type { SubmissionHistoryEntry } from '@botdir/contracts';
import { apiGet } from '@/lib/api-client';
import { ADMIN_SUBMISSIONS_KEY } from './get-admin-submissions';

export const submissionHistoryKey = (submissionId: string) =>
  `${ADMIN_SUBMISSIONS_KEY}/${encodeURIComponent(submissionId)}/history`;

export const getSubmissionHistory = (submissionId: string) =>
  apiGet<SubmissionHistoryEntry[]>(submissionHistoryKey(submissionId));

/** Loaded only while the History panel is open. */
export function useSubmissionHistory(submissionId: string, open: boolean) {
  return useSWR<SubmissionHistoryEntry[]>(open ? submissionHistoryKey(submissionId) : null, () =>
    getSubmissionHistory(submissionId),
  );
}
