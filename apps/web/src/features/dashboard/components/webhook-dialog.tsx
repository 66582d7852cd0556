import styled from 'styled-components';
import {
  configureWebhookSchema,
  type UserBotView,
  type WebhookDeliveryView,
} from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useAction } from '@/lib/use-action';
import {
  configureWebhook,
  redeliver,
  useBotWebhook,
  useWebhookDeliveries,
} from '../api/bot-webhook';
import { WebhookDeliveriesList } from './webhook-deliveries-list';
import { WebhookActions } from './webhook-actions';

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface WebhookValues {
  url: string;
  secret: string;
}

/** An empty secret is left out: the api keeps the current one (a new webhook needs one). */
const toPayload = ({ url, secret }: WebhookValues) => (secret ? { url, secret } : { url });

interface WebhookDialogProps {
  bot: UserBotView | null;
  onClose: () => void;
}

/** Where the bot's votes are POSTed, a test delivery, and the recent deliveries. */
export function WebhookDialog({ bot, onClose }: WebhookDialogProps) {
  const botId = bot?.id ?? null;
  const { data: config } = useBotWebhook(botId);
  const { data: deliveries } = useWebhookDeliveries(botId);
  const { isPending, run } = useAction();
  const webhook = config?.webhook ?? null;

  const handleRedeliver = (delivery: WebhookDeliveryView) => {
    if (botId !== null)
      void run(() => redeliver(botId, delivery.deliveryId), {
        success: 'Redelivery queued',
        failure: 'Could not redeliver',
      });
  };

  return (
    <Dialog
      open={bot !== null}
      title={`Vote webhook: ${bot?.name ?? ''}`}
      description={
        webhook
          ? `Votes are POSTed to ${webhook.url}, signed with your secret.`
          : 'Each vote is POSTed as JSON, signed with your secret (X-Signature-256; see the API docs to verify it).'
      }
      onClose={onClose}
    >
      {!config ? (
        <Spinner />
      ) : (
        <SchemaForm<WebhookValues>
          // Shown once the current webhook is known, with its URL: changing it keeps the secret.
          key={webhook?.url ?? 'new'}
          schema={configureWebhookSchema}
          initialValues={{ url: webhook?.url ?? '', secret: '' }}
          toPayload={toPayload}
          aria-label="Webhook settings"
          onSubmit={async (values, form) => {
            if (botId === null) return;
            const saved = await run(
              () => configureWebhook(botId, toPayload(values)),
              { success: 'Webhook saved', failure: 'Could not save the webhook' },
              { helpers: form },
            );
            // The secret is never shown again; the URL stays for the next edit.
            if (saved) form.resetForm({ values: { url: values.url, secret: '' } });
          }}
        >
          {() => (
            <StyledFields>
              <FormTextField
                id="webhook-url"
                name="url"
                label="Webhook URL"
                type="url"
                required
                placeholder="https://your-bot.example.com/votes"
              />
              <FormTextField
                id="webhook-secret"
                name="secret"
                label="Secret"
                type="password"
                required={!webhook}
                autoComplete="new-password"
                hint={
                  webhook
                    ? 'Leave empty to keep the current secret, or enter a new one (16–128 characters). Never shown again.'
                    : '16–128 characters; sent as Authorization and used for the signatures. Never shown again.'
                }
              />
              <StyledActions>
                <Button type="submit" disabled={isPending}>
                  Save webhook
                </Button>
                {webhook && botId !== null && (
                  <WebhookActions botId={botId} action={{ isPending, run }} />
                )}
              </StyledActions>
            </StyledFields>
          )}
        </SchemaForm>
      )}
      <h3>Recent deliveries</h3>
      <WebhookDeliveriesList deliveries={deliveries ?? []} onRedeliver={handleRedeliver} />
    </Dialog>
  );
}
