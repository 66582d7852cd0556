import { useState, type FormEvent } from 'react';
import { Send, Trash2 } from 'lucide-react';
import type { UserBotView, WebhookDeliveryView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
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
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [isPending, setIsPending] = useState(false);
  const webhook = config?.webhook ?? null;

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setIsPending(true);
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(failed, apiErrorMessage(error));
    } finally {
      setIsPending(false);
    }
  };

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    if (botId === null) return;
    void run(
      async () => {
        await configureWebhook(botId, url, secret);
        setSecret('');
      },
      'Webhook saved',
      'Could not save the webhook',
    );
  };
  const handleRedeliver = (delivery: WebhookDeliveryView) => {
    if (botId !== null)
      void run(
        () => redeliver(botId, delivery.deliveryId),
        'Redelivery queued',
        'Could not redeliver',
      );
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
      <form onSubmit={handleSave} aria-label="Webhook settings">
        <TextField
          id="webhook-url"
          name="url"
          label="Webhook URL"
          type="url"
          required
          placeholder={webhook?.url ?? 'https://your-bot.example.com/votes'}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <TextField
          id="webhook-secret"
          name="secret"
          label="Secret"
          type="password"
          required
          minLength={16}
          maxLength={128}
          hint="16–128 characters; sent as Authorization and used for the signatures. Never shown again."
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
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
              onClick={() => void run(() => sendTestDelivery(botId), 'Test queued', 'Test failed')}
            >
              <Send size={14} aria-hidden="true" />
              Send test
            </Button>
            <Button
              type="button"
              variant="danger"
              disabled={isPending}
              onClick={() => void run(() => removeWebhook(botId), 'Webhook removed', 'Failed')}
            >
              <Trash2 size={14} aria-hidden="true" />
              Remove
            </Button>
          </>
        )}
      </form>
      <h3>Recent deliveries</h3>
      <WebhookDeliveriesList deliveries={deliveries ?? []} onRedeliver={handleRedeliver} />
    </Dialog>
  );
}
