import styled from 'styled-components';
import { CheckCircle2, FileText, Home, LayoutDashboard } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button';
import { ReviewTime } from '@/components/review-time';
import { paths } from '@botdir/contracts';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Spec wording, plus where to follow the submission: the dashboard and the submission itself. */
export function SubmitSuccess({ submissionId }: { submissionId: string }) {
  return (
    <EmptyState
      icon={<CheckCircle2 />}
      title="Bot Submitted Successfully!"
      titleAs="h1"
      focusTitle
      action={
        <StyledActions>
          <ButtonLink to={paths.dashboard({ tab: 'submissions', submissionId })} size="lg">
            <FileText size={18} aria-hidden="true" />
            View Your Submission
          </ButtonLink>
          <ButtonLink to={paths.dashboard()} size="lg" variant="secondary">
            <LayoutDashboard size={18} aria-hidden="true" />
            Go to Dashboard
          </ButtonLink>
          <ButtonLink to={paths.home()} size="lg" variant="secondary">
            <Home size={18} aria-hidden="true" />
            Back to Home
          </ButtonLink>
        </StyledActions>
      }
    >
      Thank you for your submission. Your bot is in the review queue: submissions are <ReviewTime />
      . Your dashboard shows its place in the queue, and when a reviewer approves or rejects it you
      get a notification under the bell at the top of the page (and on your own Discord webhook, if
      you set one in the dashboard).
    </EmptyState>
  );
}
