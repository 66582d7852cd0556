import { useState } from 'react';
import styled from 'styled-components';
import type { AuthUser, SubmissionView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
import { displayTag } from '@/lib/auth';
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
  const [busy, setBusy] = useState(false);
  const holder = runningClaim(submission);
  const mine = holder !== null && holder === displayTag(user);

  const handleClaim = async (claimed: boolean) => {
    setBusy(true);
    try {
      await setSubmissionClaim(submission.id, claimed);
    } catch (error) {
      notify.error('Claim failed', apiErrorMessage(error) ?? 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledBar role="status">
      {holder && (
        <span>
          {mine ? 'You are reviewing this' : `Being reviewed by ${holder}`} until{' '}
          {untilText(submission.claimedUntil)}
        </span>
      )}
      {!holder && <span>Nobody is reviewing this yet.</span>}
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void handleClaim(true)}>
        {mine ? 'Renew claim' : 'Claim'}
      </Button>
      {mine && (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void handleClaim(false)}
        >
          Release
        </Button>
      )}
    </StyledBar>
  );
}
