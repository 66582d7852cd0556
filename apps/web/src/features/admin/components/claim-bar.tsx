import styled from 'styled-components';
import type { AuthUser, SubmissionView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { displayTag } from '@/lib/auth';
import { useAction } from '@/lib/use-action';
import { setSubmissionClaim } from '../api/claim-submission';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The claim still running now, or null. */
function runningClaim(submission: SubmissionView): string | null {
  const { claimedBy, claimedUntil } = submission;
  if (!claimedBy || !claimedUntil) return null;
  return Date.parse(claimedUntil) > Date.now() ? claimedBy : null;
}

const untilText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '';

/** "Being reviewed by X", and Claim / Release for the reviewer looking at it. */
export function ClaimBar({ submission, user }: { submission: SubmissionView; user: AuthUser }) {
  const { isPending, run } = useAction();
  const holder = runningClaim(submission);
  const mine = holder !== null && holder === displayTag(user);

  const handleClaim = (claimed: boolean) =>
    run(() => setSubmissionClaim(submission.id, claimed), {
      failure: 'Claim failed',
      fallback: 'Please try again.',
    });

  return (
    <StyledBar role="status">
      {holder && (
        <span>
          {mine ? 'You are reviewing this' : `Being reviewed by ${holder}`} until{' '}
          {untilText(submission.claimedUntil)}
        </span>
      )}
      {!holder && <span>Nobody is reviewing this yet.</span>}
      <Button
        size="sm"
        variant="secondary"
        disabled={isPending}
        onClick={() => void handleClaim(true)}
      >
        {mine ? 'Renew claim' : 'Claim'}
      </Button>
      {mine && (
        <Button
          size="sm"
          variant="secondary"
          disabled={isPending}
          onClick={() => void handleClaim(false)}
        >
          Release
        </Button>
      )}
    </StyledBar>
  );
}
