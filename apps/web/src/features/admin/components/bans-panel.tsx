import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BAN_LIMITS, isBanActive, type BanRecord } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { notify } from '@/components/ui/notify';
import { Loading } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { banUser, unbanUser, useBans } from '../api/bans';

const StyledList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledMeta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const endText = (until: string | null) =>
  until === null ? 'with no end date' : `until ${new Date(until).toLocaleString()}`;

function BanForm() {
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await banUser(userId.trim(), reason, until ? new Date(until).toISOString() : null);
      notify.success('User banned', `${userId.trim()} is banned ${endText(until || null)}.`);
      setUserId('');
      setReason('');
      setUntil('');
    } catch (error) {
      notify.error('Could not ban', apiErrorMessage(error) ?? 'Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Card as="form" onSubmit={(event: FormEvent) => void submit(event)} aria-label="Ban a user">
      <CardTitle>Ban a user</CardTitle>
      <TextField
        id="ban-user-id"
        name="userId"
        label="Discord user id"
        required
        inputMode="numeric"
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
      />
      <TextArea
        id="ban-reason"
        name="reason"
        label="Reason"
        required
        minLength={BAN_LIMITS.reasonMin}
        maxLength={BAN_LIMITS.reasonMax}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <TextField
        id="ban-until"
        name="until"
        label="End date (optional)"
        hint="Leave empty for a ban without end."
        type="datetime-local"
        value={until}
        onChange={(event) => setUntil(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={sending}>
        Ban user
      </Button>
    </Card>
  );
}

function BanRow({ record }: { record: BanRecord }) {
  const [latest, ...earlier] = record.bans;
  if (!latest) return null;
  const active = isBanActive(latest, new Date().toISOString());
  const lift = async () => {
    try {
      await unbanUser(record.userId);
      notify.success('Ban lifted', `${record.userId} can write again.`);
    } catch (error) {
      notify.error('Could not unban', apiErrorMessage(error) ?? 'Please try again.');
    }
  };
  return (
    <Card as="article" aria-label={`Ban of ${record.userId}`}>
      <CardTitle>
        {record.userId}: {active ? 'banned' : 'not banned'}
      </CardTitle>
      <p>{latest.reason}</p>
      <StyledMeta>
        Banned {new Date(latest.bannedAt).toLocaleString()} by {latest.bannedBy},{' '}
        {endText(latest.until)}
        {latest.unbannedAt
          ? `; lifted ${new Date(latest.unbannedAt).toLocaleString()}${latest.unbanReason ? `: ${latest.unbanReason}` : ''}`
          : ''}
        {earlier.length > 0 ? `; ${earlier.length} earlier ban(s)` : ''}
      </StyledMeta>
      {latest.appeal && <p>Appeal: {latest.appeal}</p>}
      {active && (
        <Button variant="secondary" size="sm" onClick={() => void lift()}>
          Unban
        </Button>
      )}
    </Card>
  );
}

/** Administrators only: ban a user, and every ban, active and past, newest first. */
export function BansPanel({ enabled }: { enabled: boolean }) {
  const { data } = useBans(enabled);
  let body;
  if (!data) body = <Loading label="Loading bans..." />;
  else if (data.items.length === 0)
    body = <EmptyState title="No bans">Nobody has been banned.</EmptyState>;
  else body = data.items.map((record) => <BanRow key={record.userId} record={record} />);
  return (
    <StyledList>
      <BanForm />
      {body}
    </StyledList>
  );
}
