import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { TextField } from '@/components/ui/text-field';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatDate } from '@/lib/format';
import {
  removeNotificationWebhook,
  sendNotificationTest,
  setNotificationWebhook,
  useNotificationWebhook,
} from '../api/notification-webhook';

const StyledSettings = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledUrl = styled.code`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const StyledRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 20rem;
  }
`;

/** Set, test and remove the webhook; the URL is only ever shown masked (it holds a token). */
export function DiscordWebhookSettings({ id }: { id: string }) {
  const { data, isLoading } = useNotificationWebhook(true);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isWorking, setIsWorking] = useState(false);
  const webhook = data?.webhook ?? null;

  const run = async (action: () => Promise<void>, failure: string) => {
    setIsWorking(true);
    try {
      await action();
    } catch (caught) {
      notify.error(failure, apiErrorMessage(caught) ?? 'Please try again.');
    } finally {
      setIsWorking(false);
    }
  };

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    setIsWorking(true);
    try {
      await setNotificationWebhook(url.trim());
      setUrl('');
      setError(undefined);
      notify.success('Discord notifications on', 'Your notifications will also go to Discord.');
    } catch (caught) {
      setError(apiErrorMessage(caught) ?? 'The webhook URL could not be saved.');
    } finally {
      setIsWorking(false);
    }
  };

  const handleTest = () =>
    run(async () => {
      await sendNotificationTest();
      notify.success('Test sent', 'It should appear in your Discord channel within seconds.');
    }, 'Test Failed');

  const handleRemove = () =>
    run(async () => {
      await removeNotificationWebhook();
      notify.success('Discord notifications off', 'Nothing more goes to that webhook.');
    }, 'Remove Failed');

  return (
    <StyledSettings id={id}>
      {isLoading ? (
        <StyledText>Loading…</StyledText>
      ) : webhook ? (
        <StyledText>
          Sending to <StyledUrl>{webhook.maskedUrl}</StyledUrl> since{' '}
          {formatDate(webhook.configuredAt) ?? ''}.
        </StyledText>
      ) : (
        <StyledText>Not set up: your notifications appear only under the bell.</StyledText>
      )}
      <StyledRow onSubmit={handleSave}>
        <TextField
          id="notification-webhook-url"
          label={webhook ? 'Replace the webhook URL' : 'Discord webhook URL'}
          type="url"
          placeholder="https://discord.com/api/webhooks/…"
          value={url}
          error={error}
          onChange={(event) => setUrl(event.target.value)}
          required
        />
        <Button type="submit" disabled={isWorking || url.trim() === ''}>
          Save
        </Button>
        {webhook && (
          <>
            <Button type="button" variant="secondary" onClick={handleTest} disabled={isWorking}>
              Send test
            </Button>
            <Button type="button" variant="danger" onClick={handleRemove} disabled={isWorking}>
              Remove
            </Button>
          </>
        )}
      </StyledRow>
    </StyledSettings>
  );
}
