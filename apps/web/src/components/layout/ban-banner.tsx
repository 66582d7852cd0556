import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BAN_LIMITS } from '@botdir/contracts';
import { Button } from '../ui/button';
import { notify } from '../ui/notify';
import { TextArea } from '../ui/text-area';
import { apiSend } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuthUser } from '@/lib/auth';

const StyledBanner = styled.section`
  background: ${({ theme }) => theme.colors.dangerSolid};
  color: #fff;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A banned user's banner: why, until when, and their one appeal. */
export function BanBanner() {
  const { ban, mutate } = useAuthUser();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (!ban) return null;
  const end =
    ban.until === null ? 'with no end date' : `until ${new Date(ban.until).toLocaleString()}`;

  const appeal = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await apiSend('POST', '/api/user/ban/appeal', { text });
      notify.success('Appeal sent', 'An Administrator will read it.');
      await mutate();
    } catch (error) {
      notify.error('Could not send the appeal', apiErrorMessage(error) ?? 'Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <StyledBanner role="alert" aria-label="You are banned">
      <strong>
        You are banned from submitting, reviewing, voting, reporting and flagging {end}.
      </strong>
      <span>Reason: {ban.reason}</span>
      {ban.appeal ? (
        <span>Your appeal was sent: {ban.appeal}</span>
      ) : (
        <form onSubmit={(event) => void appeal(event)}>
          <TextArea
            id="ban-appeal"
            name="text"
            label="Appeal (once)"
            required
            minLength={BAN_LIMITS.appealMin}
            maxLength={BAN_LIMITS.appealMax}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={sending}>
            Send appeal
          </Button>
        </form>
      )}
    </StyledBanner>
  );
}
