import type { AuthUser, ReviewDecision } from '@botdir/contracts';
import { AdminSubmissionCard, StyledSectionLabel, StyledText } from './admin-submission-card';
import { BotLinksList } from './bot-links-list';
import { ChangesSinceClaim } from './changes-since-claim';
import { CategoryBadges } from './category-badges';
import { ClaimBar } from './claim-bar';
import { ReviewerNotes } from './reviewer-notes';
import { ReviewDecisionForm, type ReviewDraft } from './review-decision-form';
import type { ReviewableSubmission } from './parse-submissions';
import { SubmittedLine } from './submitted-line';
import { NotVerifiedBadge } from './not-verified-badge';
import { CollapsibleText } from './collapsible-text';
import { SubmissionTags } from './submission-tags';
import { InvitePermissions } from '@/components/permissions/invite-permissions';

interface PendingSubmissionCardProps {
  entry: ReviewableSubmission;
  /** The notes and reasons given before an Undo gave the card back. */
  initialDraft: ReviewDraft;
  /** True while any review is in flight: one decision at a time. */
  isReviewing: boolean;
  onReview: (entry: ReviewableSubmission, status: ReviewDecision, draft: ReviewDraft) => void;
  reviewer: AuthUser;
}

export function PendingSubmissionCard({
  entry,
  initialDraft,
  isReviewing,
  onReview,
  reviewer,
}: PendingSubmissionCardProps) {
  const { submission, bot } = entry;

  return (
    <AdminSubmissionCard entry={entry}>
      <SubmittedLine submission={submission} />
      <NotVerifiedBadge submission={submission} />
      <ClaimBar submission={submission} user={reviewer} />
      <ChangesSinceClaim submission={submission} />
      <StyledText>{bot.shortDescription}</StyledText>
      {Array.isArray(bot.categories) && <CategoryBadges ids={bot.categories} />}
      <div>
        <StyledSectionLabel>Full Description</StyledSectionLabel>
        <CollapsibleText text={bot.description} />
      </div>
      <SubmissionTags tags={bot.tags} />
      <BotLinksList bot={bot} />
      <div>
        <StyledSectionLabel>Invite Permissions</StyledSectionLabel>
        <InvitePermissions inviteUrl={bot.inviteUrl} />
      </div>
      <ReviewerNotes submission={submission} />
      <ReviewDecisionForm
        submissionId={submission.id}
        initialDraft={initialDraft}
        isReviewing={isReviewing}
        onDecide={(status, draft) => onReview(entry, status, draft)}
      />
    </AdminSubmissionCard>
  );
}
