import { useState } from 'react';
import styled from 'styled-components';
import { CheckCircle2 } from 'lucide-react';
import type { AuthUser, ReviewDecision } from '@botdir/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { useAction } from '@/lib/use-action';
import { useUndoable } from '@/lib/use-undoable';
import { reviewSubmission } from '../api/review-submission';
import type { ReviewableSubmission } from './parse-submissions';
import { PendingSubmissionCard } from './pending-submission-card';
import { ReviewConfirmDialog, type PendingDecision } from './review-confirm-dialog';
import { EMPTY_DRAFT, type ReviewDraft } from './review-decision-form';

export const StyledSubmissionList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const UNDONE: Record<ReviewDecision, { title: string; doing: string }> = {
  approved: { title: 'Approval undone', doing: 'Approving' },
  rejected: { title: 'Rejection undone', doing: 'Rejecting' },
};

interface PendingReviewsProps {
  entries: ReviewableSubmission[];
  reviewer: AuthUser;
}

/**
 * The queue. Approve and reject behave alike: asked first when no notes were typed nor reasons
 * picked, then held for the same Undo window; Undo gives the card back with notes and reasons.
 */
export function PendingReviews({ entries, reviewer }: PendingReviewsProps) {
  const { isPending, run } = useAction();
  const undoable = useUndoable();
  const [confirming, setConfirming] = useState<PendingDecision | null>(null);
  const [drafts, setDrafts] = useState<Readonly<Record<string, ReviewDraft>>>({});

  const handleReview = (entry: ReviewableSubmission, status: ReviewDecision, draft: ReviewDraft) =>
    run(
      () =>
        reviewSubmission(entry.submission.id, {
          status,
          reviewNotes: draft.notes,
          ...(draft.reasonIds.length > 0 ? { reasonIds: draft.reasonIds } : {}),
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

  const schedule = ({ entry, status }: PendingDecision, draft: ReviewDraft) => {
    const id = entry.submission.id;
    undoable.schedule({
      key: id,
      title: `${UNDONE[status].doing} ${entry.bot.name}`,
      undoneTitle: UNDONE[status].title,
      undoneText: `${entry.bot.name} is back in the queue with your notes.`,
      send: () => handleReview(entry, status, draft),
      onUndo: () => setDrafts((current) => ({ ...current, [id]: draft })),
    });
  };

  const handleDecide = (entry: ReviewableSubmission, status: ReviewDecision, draft: ReviewDraft) =>
    draft.notes.trim() === '' && draft.reasonIds.length === 0
      ? setConfirming({ entry, status })
      : schedule({ entry, status }, draft);

  const shown = entries.filter((entry) => !undoable.held.has(entry.submission.id));
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
          initialDraft={drafts[entry.submission.id] ?? EMPTY_DRAFT}
          isReviewing={isPending}
          reviewer={reviewer}
          onReview={handleDecide}
        />
      ))}
      <ReviewConfirmDialog
        pending={confirming}
        onConfirm={(decision) => schedule(decision, EMPTY_DRAFT)}
        onClose={() => setConfirming(null)}
      />
    </StyledSubmissionList>
  );
}
