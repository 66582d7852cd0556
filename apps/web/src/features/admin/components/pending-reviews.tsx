import { useState } from 'react';
import styled from 'styled-components';
import { CheckCircle2 } from 'lucide-react';
import type { AuthUser, ReviewDecision } from '@botdir/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { useAction } from '@/lib/use-action';
import { reviewSubmission } from '../api/review-submission';
import type { ReviewableSubmission } from './parse-submissions';
import { PendingSubmissionCard } from './pending-submission-card';
import { RejectConfirmDialog } from './reject-confirm-dialog';
import { useUndoableReject } from './use-undoable-reject';

export const StyledSubmissionList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

interface PendingReviewsProps {
  entries: ReviewableSubmission[];
  reviewer: AuthUser;
}

export function PendingReviews({ entries, reviewer }: PendingReviewsProps) {
  const { isPending, run } = useAction();
  const [confirming, setConfirming] = useState<{
    entry: ReviewableSubmission;
    notes: string;
  } | null>(null);

  const handleReview = (entry: ReviewableSubmission, status: ReviewDecision, notes: string) =>
    run(
      () =>
        reviewSubmission(entry.submission.id, {
          status,
          reviewNotes: notes,
          reviewedBy: reviewer.username || 'Admin User',
        }),
      {
        success: {
          title: status === 'approved' ? 'Bot Approved!' : 'Bot Rejected',
          description: `The bot submission has been ${status}.`,
        },
        failure: 'Review Failed',
        fallback: 'There was an error reviewing the submission.',
      },
    );

  const rejection = useUndoableReject(async (entry, notes) => {
    await handleReview(entry, 'rejected', notes);
  });
  const shown = entries.filter((entry) => !rejection.held.has(entry.submission.id));

  if (shown.length === 0) {
    return (
      <EmptyState icon={<CheckCircle2 />} title="All caught up!">
        No pending bot submissions to review.
      </EmptyState>
    );
  }

  return (
    <StyledSubmissionList>
      {shown.map((entry) => (
        <PendingSubmissionCard
          key={entry.submission.id}
          entry={entry}
          isReviewing={isPending}
          reviewer={reviewer}
          onReview={(item, status, notes) =>
            status === 'rejected'
              ? setConfirming({ entry: item, notes })
              : void handleReview(item, status, notes)
          }
        />
      ))}
      <RejectConfirmDialog
        pending={confirming}
        onConfirm={rejection.schedule}
        onClose={() => setConfirming(null)}
      />
    </StyledSubmissionList>
  );
}
