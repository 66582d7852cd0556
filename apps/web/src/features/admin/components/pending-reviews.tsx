import { useState } from 'react';
import styled from 'styled-components';
import { CheckCircle2 } from 'lucide-react';
import type { AuthUser, ReviewDecision } from '@botdir/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
import { reviewSubmission } from '../api/review-submission';
import type { ReviewableSubmission } from './parse-submissions';
import { PendingSubmissionCard } from './pending-submission-card';

export const StyledSubmissionList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

interface PendingReviewsProps {
  entries: ReviewableSubmission[];
  reviewer: AuthUser;
}

export function PendingReviews({ entries, reviewer }: PendingReviewsProps) {
  const [isReviewing, setIsReviewing] = useState(false);

  const handleReview = async (
    entry: ReviewableSubmission,
    status: ReviewDecision,
    notes: string,
  ) => {
    setIsReviewing(true);
    try {
      await reviewSubmission(entry.submission.id, {
        status,
        reviewNotes: notes,
        reviewedBy: reviewer.username || 'Admin User',
      });
      notify.success(
        status === 'approved' ? 'Bot Approved!' : 'Bot Rejected',
        `The bot submission has been ${status}.`,
      );
    } catch (error) {
      notify.error(
        'Review Failed',
        apiErrorMessage(error) ?? 'There was an error reviewing the submission.',
      );
    } finally {
      setIsReviewing(false);
    }
  };

  if (entries.length === 0) {
    return (
      <EmptyState icon={<CheckCircle2 />} title="All caught up!">
        No pending bot submissions to review.
      </EmptyState>
    );
  }

  return (
    <StyledSubmissionList>
      {entries.map((entry) => (
        <PendingSubmissionCard
          key={entry.submission.id}
          entry={entry}
          isReviewing={isReviewing}
          reviewer={reviewer}
          onReview={(item, status, notes) => void handleReview(item, status, notes)}
        />
      ))}
    </StyledSubmissionList>
  );
}
