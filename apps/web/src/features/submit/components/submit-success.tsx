import styled from 'styled-components';
import { CheckCircle2, FileText, Home, LayoutDashboard } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button';

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
      action={
        <StyledActions>
          <ButtonLink to={`/dashboard?tab=submissions#submission-${submissionId}`} size="lg">
            <FileText size={18} aria-hidden="true" />
            View Your Submission
          </ButtonLink>
          <ButtonLink to="/dashboard" size="lg" variant="secondary">
            <LayoutDashboard size={18} aria-hidden="true" />
            Go to Dashboard
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            <Home size={18} aria-hidden="true" />
            Back to Home
          </ButtonLink>
        </StyledActions>
      }
    >
      Thank you for your submission. Our team will review your bot, which typically takes 24-48
      hours. You&apos;ll be notified once it&apos;s approved.
    </EmptyState>
  );
}
