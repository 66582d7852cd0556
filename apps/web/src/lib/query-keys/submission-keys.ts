import type { SubmissionListStatus } from '@botdir/contracts';

export const submissionKeys = {
  all: ['submissions'] as const,
  mine: () => [...submissionKeys.all, 'mine'] as const,
  /** Everything the staff screens read: the lists and each submission's history. */
  review: () => [...submissionKeys.all, 'review'] as const,
  reviewList: (status?: SubmissionListStatus) =>
    [...submissionKeys.review(), 'list', status ?? 'any'] as const,
  history: (submissionId: string) => [...submissionKeys.review(), 'history', submissionId] as const,
  /** One page of All Submissions, as filtered. */
  reviewPage: (filter: { status?: SubmissionListStatus; search?: string; page: number }) =>
    [
      ...submissionKeys.review(),
      'page',
      filter.status ?? 'any',
      filter.search ?? '',
      filter.page,
    ] as const,
  /**
   * The queue figure "decided today": outside `review()`, so featuring a bot (which refreshes the
   * staff lists) does not read it again; reviews refresh it.
   */
  decided: () => [...submissionKeys.all, 'decided'] as const,
  decidedSince: (since: string) => [...submissionKeys.decided(), since] as const,
};
