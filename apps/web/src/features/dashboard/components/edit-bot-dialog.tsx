import type { BotData, UserBotView } from '@botdir/contracts';
import { notify } from '@/components/ui/notify';
import { updateBot } from '../api/update-bot';
import { editPendingSubmission } from '../api/edit-pending-submission';
import { apiErrorMessage } from '@/lib/api-error-message';
import { BotFormDialog } from '@/components/bot-form/bot-form-dialog';
import { botDataFromView } from '@/components/bot-form/bot-data-from-view';

interface EditBotDialogProps {
  bot: UserBotView | null;
  onClose: () => void;
}

/**
 * Edit Bot: a live bot is edited in place; a pending one is replaced in the queue, keeping its
 * place (the reviewer sees what changed).
 */
export function EditBotDialog({ bot, onClose }: EditBotDialogProps) {
  const pendingSubmission = bot?.status === 'pending' ? bot.submissionId : null;

  const handleSave = async (data: BotData) => {
    if (!bot) return;
    try {
      if (pendingSubmission) await editPendingSubmission(pendingSubmission, data);
      else await updateBot(bot.id, data);
    } catch (error) {
      notify.error('Failed to update bot', apiErrorMessage(error));
      throw error;
    }
    notify.success(pendingSubmission ? 'Submission updated' : 'Bot updated successfully');
    onClose();
  };

  const description = !bot
    ? undefined
    : pendingSubmission
      ? `${bot.name} keeps its place in the review queue; the reviewer sees what you changed.`
      : `Changes to ${bot.name} go live as soon as you save them.`;

  return (
    <BotFormDialog
      title="Edit Bot"
      description={description}
      onClose={onClose}
      initialData={bot ? botDataFromView(bot) : null}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      onSubmit={handleSave}
    />
  );
}
