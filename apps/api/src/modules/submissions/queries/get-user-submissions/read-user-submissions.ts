import { toOwnerSubmissionView, type OwnerSubmissionView } from '@botdir/contracts';
import type { ReviewReads } from '@botdir/read-store';
import type { ReviewFigures } from '@api/modules/submissions/application/review-figures';

/** Only the caller's own submissions: the user id comes from the session, never the request. */
export async function readUserSubmissions(
  reads: ReviewReads,
  figures: ReviewFigures,
  userId: string,
): Promise<OwnerSubmissionView[]> {
  const submissions = await reads.userSubmissions(userId);
  const places = submissions.some((submission) => submission.status === 'pending')
    ? await figures.places()
    : new Map();
  return submissions.map((submission) =>
    toOwnerSubmissionView(submission, places.get(submission.id)),
  );
}
