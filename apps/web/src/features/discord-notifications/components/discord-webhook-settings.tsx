import styled from 'styled-components';
import { notificationWebhookSchema } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { formatDate } from '@/lib/format';
import { useAction } from '@/lib/use-action';
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

const StyledRow = styled.div`
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
  const { isPending, run } = useAction();
  const webhook = data?.webhook ?? null;

  const handleTest = () =>
    run(sendNotificationTest, {
      success: {
        title: 'Test sent',
        description: 'It should appear in your Discord channel within seconds.',
      },
      failure: 'Test Failed',
      fallback: 'Please try again.',
    });

  const handleRemove = () =>
    run(removeNotificationWebhook, {
      success: {
        title: 'Discord notifications off',
        description: 'Nothing more goes to that webhook.',
      },
      failure: 'Remove Failed',
      fallback: 'Please try again.',
    });

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
      <SchemaForm
        schema={notificationWebhookSchema}
        initialValues={{ url: '' }}
        toPayload={({ url }) => ({ url: url.trim() })}
        onSubmit={async ({ url }, form) => {
          const saved = await run(
            () => setNotificationWebhook(url.trim()),
            {
              success: {
                title: 'Discord notifications on',
                description: 'Your notifications will also go to Discord.',
              },
              failure: 'Save Failed',
              fallback: 'The webhook URL could not be saved.',
            },
            { helpers: form, inlineField: 'url' },
          );
          if (saved) form.resetForm();
        }}
      >
        {({ values }) => (
          <StyledRow>
            <FormTextField
              id="notification-webhook-url"
              name="url"
              label={webhook ? 'Replace the webhook URL' : 'Discord webhook URL'}
              type="url"
              placeholder="https://discord.com/api/webhooks/…"
              required
            />
            <Button type="submit" disabled={isPending || values.url.trim() === ''}>
              Save
            </Button>
            {webhook && (
              <>
                <Button type="button" variant="secondary" onClick={handleTest} disabled={isPending}>
                  Send test
                </Button>
                <Button type="button" variant="danger" onClick={handleRemove} disabled={isPending}>
                  Remove
                </Button>
              </>
            )}
          </StyledRow>
        )}
      </SchemaForm>
    </StyledSettings>
  );
}
