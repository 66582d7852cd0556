import type { SubmissionStatus } from '@botdir/contracts';

export const submissionKeys = {
  all: ['submissions'] as const,
  mine: () => [...submissionKeys.all, 'mine'] as const,
  /** Everything the staff screens read: the lists and each submission's history. */
  review: () => [...submissionKeys.all, 'review'] as const,
  reviewList: (status?: SubmissionStatus) =>
    [...submissionKeys.review(), 'list', status ?? 'any'] as const,
  history: (submissionId: string) => [...submissionKeys.review(), 'history', submissionId] as const,
};
