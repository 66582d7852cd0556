import { useState } from 'react';
import styled from 'styled-components';
import { Check, X } from 'lucide-react';
import { LIMITS, type AuthUser, type ReviewDecision } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { AdminSubmissionCard, StyledSectionLabel, StyledText } from './admin-submission-card';
import { BotLinksList } from './bot-links-list';
import { CategoryBadges } from './category-badges';
import { ClaimBar } from './claim-bar';
import { ReviewerNotes } from './reviewer-notes';
import type { ReviewableSubmission } from './parse-submissions';
import { SubmittedLine } from './submitted-line';
import { CollapsibleText } from './collapsible-text';
import { SubmissionTags } from './submission-tags';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledApprove = styled(Button)`
  background: ${({ theme }) => theme.colors.successSolid};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.successSolid};
    filter: brightness(0.9);
  }
`;

interface PendingSubmissionCardProps {
  entry: ReviewableSubmission;
  /** True while any review is in flight: one decision at a time. */
  isReviewing: boolean;
  onReview: (entry: ReviewableSubmission, status: ReviewDecision, notes: string) => void;
  reviewer: AuthUser;
}

export function PendingSubmissionCard({
  entry,
  isReviewing,
  onReview,
  reviewer,
}: PendingSubmissionCardProps) {
  const { submission, bot } = entry;
  const [notes, setNotes] = useState('');

  return (
    <AdminSubmissionCard entry={entry}>
      <SubmittedLine submission={submission} />
      <ClaimBar submission={submission} user={reviewer} />
      <StyledText>{bot.shortDescription}</StyledText>
      {Array.isArray(bot.categories) && <CategoryBadges ids={bot.categories} />}
      <div>
        <StyledSectionLabel>Full Description</StyledSectionLabel>
        <CollapsibleText text={bot.description} />
      </div>
      <SubmissionTags tags={bot.tags} />
      <BotLinksList bot={bot} />
      <ReviewerNotes submission={submission} />
      <TextArea
        id={`review-notes-${submission.id}`}
        name="reviewNotes"
        label="Review Notes (optional)"
        placeholder="Add notes for the developer about this decision..."
        rows={3}
        maxLength={LIMITS.reviewNotesMax}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <StyledActions>
        <StyledApprove disabled={isReviewing} onClick={() => onReview(entry, 'approved', notes)}>
          <Check size={16} aria-hidden="true" />
          Approve
        </StyledApprove>
        <Button
          variant="danger"
          disabled={isReviewing}
          onClick={() => onReview(entry, 'rejected', notes)}
        >
          <X size={16} aria-hidden="true" />
          Reject
        </Button>
      </StyledActions>
    </AdminSubmissionCard>
  );
}
