import { Send, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { useAction } from '@/lib/use-action';
import { removeWebhook, sendTestDelivery } from '../api/bot-webhook';

interface WebhookActionsProps {
  botId: number;
  /** The dialog's action: one pending request disables every button. */
  action: Pick<ReturnType<typeof useAction>, 'isPending' | 'run'>;
}

/** Send test and Remove, beside Save once a webhook is set. */
export function WebhookActions({ botId, action: { isPending, run } }: WebhookActionsProps) {
  return (
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
          void run(() => removeWebhook(botId), { success: 'Webhook removed', failure: 'Failed' })
        }
      >
        <Trash2 size={14} aria-hidden="true" />
        Remove
      </Button>
    </>
  );
}
