import { useState } from 'react';
import styled from 'styled-components';
import { EyeOff, Eye, Pencil } from 'lucide-react';
import type { BotData, BotPageView } from '@botdir/contracts';
import { BotFormDialog } from '@/components/bot-form/bot-form-dialog';
import { botDataFromView } from '@/components/bot-form/bot-data-from-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useUndoable } from '@/lib/use-undoable';
import {
  ModerateBotDialog,
  type ModerationAction,
} from '@/components/moderation/moderate-bot-dialog';
import { editBotAsStaff, moderateBot } from '../api/moderate-bot';

const StyledTools = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
`;

const StyledLabel = styled.h2`
  flex: 1 1 8rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const DONE: Record<ModerationAction, string> = { unlist: 'Bot unlisted', relist: 'Bot relisted' };

/** Staff on a published bot's page: unlist or relist it (confirmed, with a reason and Undo), edit it. */
export function StaffBotTools({ bot }: { bot: BotPageView }) {
  const [confirming, setConfirming] = useState<ModerationAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonIds, setReasonIds] = useState<string[]>([]);
  const [editing, setEditing] = useState<BotData | null>(null);
  const undoable = useUndoable();
  if (bot.status !== 'live' && bot.status !== 'unlisted') return null;
  const action: ModerationAction = bot.status === 'live' ? 'unlist' : 'relist';
  const waiting = undoable.held.has(String(bot.id));

  const send = async (chosen: ModerationAction, typed: string, picked: string[]) => {
    try {
      await moderateBot(bot.id, chosen, typed, picked);
      setReason('');
      setReasonIds([]);
      notify.success(DONE[chosen], typed ? `${bot.name}: ${typed}` : bot.name);
    } catch (error) {
      notify.error(`Could not ${chosen} ${bot.name}`, apiErrorMessage(error));
    }
  };

  const handleConfirm = (chosen: ModerationAction, typed: string, picked: string[]) => {
    setReason(typed);
    setReasonIds(picked);
    undoable.schedule({
      key: String(bot.id),
      title: `${chosen === 'unlist' ? 'Unlisting' : 'Relisting'} ${bot.name}`,
      undoneTitle: chosen === 'unlist' ? 'Unlisting undone' : 'Relisting undone',
      undoneText: `${bot.name} stays as it was; your reason is kept.`,
      send: () => send(chosen, typed, picked),
    });
  };

  const handleSave = async (data: BotData) => {
    try {
      await editBotAsStaff(bot.id, data);
    } catch (error) {
      notify.error('Failed to update bot', apiErrorMessage(error));
      throw error;
    }
    notify.success('Bot updated successfully');
    setEditing(null);
  };

  return (
    <StyledTools as="section" aria-label="Staff tools">
      <StyledLabel>Staff tools</StyledLabel>
      <Button
        size="sm"
        variant={action === 'unlist' ? 'danger' : 'primary'}
        disabled={waiting}
        onClick={() => setConfirming(action)}
      >
        {action === 'unlist' ? (
          <EyeOff size={14} aria-hidden="true" />
        ) : (
          <Eye size={14} aria-hidden="true" />
        )}
        {action === 'unlist' ? 'Unlist bot' : 'Relist bot'}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setEditing(botDataFromView(bot))}>
        <Pencil size={14} aria-hidden="true" />
        Edit bot
      </Button>
      <ModerateBotDialog
        botName={bot.name}
        action={confirming}
        initialReason={reason}
        offerCannedReasons
        initialReasonIds={reasonIds}
        onConfirm={handleConfirm}
        onClose={() => setConfirming(null)}
      />
      <BotFormDialog
        title={`Edit ${bot.name}`}
        description="Changes go live as soon as you save them; the owner keeps the bot."
        onClose={() => setEditing(null)}
        initialData={editing}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        onSubmit={handleSave}
      />
    </StyledTools>
  );
}
