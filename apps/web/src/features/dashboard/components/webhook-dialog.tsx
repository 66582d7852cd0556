import { Send, Trash2 } from 'lucide-react';
import {
  configureWebhookSchema,
  WEBHOOK_SECRET_MAX,
  type UserBotView,
  type WebhookDeliveryView,
} from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useAction } from '@/lib/use-action';
import {
  configureWebhook,
  redeliver,
  removeWebhook,
  sendTestDelivery,
  useBotWebhook,
  useWebhookDeliveries,
} from '../api/bot-webhook';
import { WebhookDeliveriesList } from './webhook-deliveries-list';

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
      <SchemaForm
        schema={configureWebhookSchema}
        initialValues={{ url: '', secret: '' }}
        aria-label="Webhook settings"
        onSubmit={async (values, form) => {
          if (botId === null) return;
          const saved = await run(
            () => configureWebhook(botId, values.url, values.secret),
            { success: 'Webhook saved', failure: 'Could not save the webhook' },
            { helpers: form },
          );
          // The secret is never shown again; the URL stays for the next edit.
          if (saved) form.resetForm({ values: { url: values.url, secret: '' } });
        }}
      >
        {() => (
          <>
            <FormTextField
              id="webhook-url"
              name="url"
              label="Webhook URL"
              type="url"
              required
              placeholder={webhook?.url ?? 'https://your-bot.example.com/votes'}
            />
            <FormTextField
              id="webhook-secret"
              name="secret"
              label="Secret"
              type="password"
              required
              maxLength={WEBHOOK_SECRET_MAX}
              hint="16–128 characters; sent as Authorization and used for the signatures. Never shown again."
            />
            <Button type="submit" disabled={isPending}>
              Save webhook
            </Button>
            {webhook && botId !== null && (
              <>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={isPending}
                  onClick={() =>
                    void run(() => sendTestDelivery(botId), {
                      success: 'Test queued',
                      failure: 'Test failed',
                    })
                  }
                >
                  <Send size={14} aria-hidden="true" />
                  Send test
                </Button>
                <Button
                  type="button"
                  variant="danger"
                  disabled={isPending}
                  onClick={() =>
                    void run(() => removeWebhook(botId), {
                      success: 'Webhook removed',
                      failure: 'Failed',
                    })
                  }
                >
                  <Trash2 size={14} aria-hidden="true" />
                  Remove
                </Button>
              </>
            )}
          </>
        )}
      </SchemaForm>
      <h3>Recent deliveries</h3>
      <WebhookDeliveriesList deliveries={deliveries ?? []} onRedeliver={handleRedeliver} />
    </Dialog>
  );
}
