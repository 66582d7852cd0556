import type { SubmissionView } from '@botdir/contracts';
import { formatDate } from '@/lib/format';
import { StyledMeta } from './admin-submission-card';

export function SubmittedLine({ submission }: { submission: SubmissionView }) {
  return (
    <StyledMeta>
      Submitted by {submission.submitterName} on{' '}
      {formatDate(submission.createdAt) ?? 'Unknown date'}
    </StyledMeta>
  );
}
