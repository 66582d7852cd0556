import styled from 'styled-components';
import { Clock } from 'lucide-react';
import type { BotData, UserBotView } from '@botdir/contracts';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { updateBot } from '../api/update-bot';
import { apiErrorMessage } from '@/lib/api-error-message';
import { BotFormDialog } from '@/components/bot-form/bot-form-dialog';
import { botDataFromView } from '@/components/bot-form/bot-data-from-view';

const StyledNotice = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.warningText};
  }
`;

interface EditBotDialogProps {
  bot: UserBotView | null;
  onClose: () => void;
}

/** Edit Bot: a live bot is edited in place; a pending one waits for its review. */
export function EditBotDialog({ bot, onClose }: EditBotDialogProps) {
  const isPending = bot?.status === 'pending';

  const handleSave = async (data: BotData) => {
    if (!bot) return;
    try {
      await updateBot(bot.id, data);
    } catch (error) {
      notify.error('Failed to update bot', apiErrorMessage(error));
      throw error;
    }
    notify.success('Bot updated successfully');
    onClose();
  };

  if (isPending) {
    return (
      <Dialog
        open={bot !== null}
        title="Edit Bot"
        onClose={onClose}
        footer={<Button onClick={onClose}>Close</Button>}
      >
        <StyledNotice>
          <Clock size={18} aria-hidden="true" />
          This bot is still waiting for review, so it can be edited once the review is done. To
          change it now, delete it and submit it again.
        </StyledNotice>
      </Dialog>
    );
  }

  return (
    <BotFormDialog
      title="Edit Bot"
      description={bot ? `Changes to ${bot.name} go live as soon as you save them.` : undefined}
      onClose={onClose}
      initialData={bot ? botDataFromView(bot) : null}
      submitLabel="Save Changes"
      pendingLabel="Saving..."
      onSubmit={handleSave}
    />
  );
}
