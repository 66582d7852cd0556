import { formatDate } from '@/lib/format';
import {
  AdminSubmissionCard,
  StyledMeta,
  StyledSectionLabel,
  StyledText,
} from './admin-submission-card';
import { CategoryBadges } from './category-badges';
import { FeatureToggle } from './feature-toggle';
import type { ReviewableSubmission } from './parse-submissions';
import { SubmissionTags } from './submission-tags';

const MAX_CATEGORIES = 3;

/** All Submissions: who, when, the decision and its notes. */
export function SubmissionSummaryCard({ entry }: { entry: ReviewableSubmission }) {
  const { submission, bot } = entry;
  const reviewed = formatDate(submission.reviewedAt);

  return (
    <AdminSubmissionCard entry={entry}>
      <StyledMeta>
        Submitted {formatDate(submission.createdAt) ?? 'Unknown date'}
        {reviewed && ` · Reviewed ${reviewed}`}
        {submission.reviewedBy && ` by ${submission.reviewedBy}`}
      </StyledMeta>
      <StyledMeta>Submitter: {submission.submitterName}</StyledMeta>
      {Array.isArray(bot.categories) && (
        <CategoryBadges ids={bot.categories} max={MAX_CATEGORIES} />
      )}
      <SubmissionTags tags={bot.tags} />
      {submission.reviewNotes && (
        <div>
          <StyledSectionLabel>Review Notes</StyledSectionLabel>
          <StyledText>{submission.reviewNotes}</StyledText>
        </div>
      )}
      {submission.bot?.status === 'live' && (
        <FeatureToggle
          botId={submission.botId}
          botName={bot.name}
          isFeatured={submission.bot.isFeatured}
        />
      )}
    </AdminSubmissionCard>
  );
}
