import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Calendar, CheckCircle2, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import type { SubmissionView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { QueuePlace } from './queue-place';
import { ReviewReasons } from './review-reasons';
import { OwnerCard, StyledCardActions, StyledCardMeta, StyledCardText } from './owner-card';
import { parseBotData } from '@/lib/parse-bot-data';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@botdir/contracts';

const StyledNotes = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const StyledSuperseded = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

interface UserSubmissionCardProps {
  submission: SubmissionView;
  isBusy: boolean;
  /** The submission that resubmitted this one; a superseded submission offers no actions. */
  successorId: string | null;
  onResubmit: (submission: SubmissionView) => void;
  onAmend: (submission: SubmissionView) => void;
  onDelete: (submission: SubmissionView) => void;
}

export function UserSubmissionCard(props: UserSubmissionCardProps) {
  const { submission, isBusy, successorId, onResubmit, onAmend, onDelete } = props;
  const bot = parseBotData(submission.botData);
  const name = bot?.name ?? 'Unknown bot';
  const reviewed = formatDate(submission.reviewedAt);

  return (
    <OwnerCard
      id={`submission-${submission.id}`}
      avatar={bot?.avatar}
      name={name}
      badges={<StatusBadge status={successorId ? 'superseded' : submission.status} />}
    >
      {bot?.shortDescription && <StyledCardText>{bot.shortDescription}</StyledCardText>}
      <StyledCardMeta>
        <span>
          <Calendar size={12} aria-hidden="true" />
          Submitted {formatDate(submission.createdAt) ?? 'Unknown date'}
        </span>
        {reviewed && (
          <span>
            <CheckCircle2 size={12} aria-hidden="true" />
            Reviewed {reviewed}
          </span>
        )}
      </StyledCardMeta>
      {submission.status === 'pending' && <QueuePlace place={submission} />}
      <ReviewReasons reasons={submission.reviewReasons ?? []} />
      {submission.reviewNotes && (
        <StyledNotes>
          <strong>Review Notes</strong>
          {submission.reviewNotes}
        </StyledNotes>
      )}
      {successorId && (
        <StyledSuperseded role="note">
          <RotateCcw size={14} aria-hidden="true" />
          Resubmitted →{' '}
          <Link to={paths.dashboard({ tab: 'submissions', submissionId: successorId })}>
            view the new submission
          </Link>
        </StyledSuperseded>
      )}
      {submission.status === 'rejected' && !successorId && (
        <StyledCardActions>
          <Button
            size="sm"
            disabled={isBusy}
            onClick={() => onResubmit(submission)}
            aria-label={`Resubmit ${name}`}
          >
            <RotateCcw size={14} aria-hidden="true" />
            Resubmit
          </Button>
          {bot && (
            <Button
              variant="secondary"
              size="sm"
              disabled={isBusy}
              onClick={() => onAmend(submission)}
              aria-label={`Edit submission ${name}`}
            >
              <Pencil size={14} aria-hidden="true" />
              Edit Submission
            </Button>
          )}
        </StyledCardActions>
      )}
      {submission.status === 'pending' && (
        <StyledCardActions>
          <Button
            variant="danger"
            size="sm"
            disabled={isBusy}
            onClick={() => onDelete(submission)}
            aria-label={`Delete submission ${name}`}
          >
            <Trash2 size={14} aria-hidden="true" />
            Delete
          </Button>
        </StyledCardActions>
      )}
    </OwnerCard>
  );
}
