import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ReviewableSubmission } from './parse-submissions';
import { UNDO_SECONDS } from './use-undoable-reject';

interface RejectConfirmDialogProps {
  /** The submission to reject and the notes typed for it; closed when null. */
  pending: { entry: ReviewableSubmission; notes: string } | null;
  onConfirm: (entry: ReviewableSubmission, notes: string) => void;
  onClose: () => void;
}

/** Names the bot and says what the developer will read, before a rejection is scheduled. */
export function RejectConfirmDialog({ pending, onConfirm, onClose }: RejectConfirmDialogProps) {
  const name = pending?.entry.bot.name ?? '';
  const notes = pending?.notes.trim() ?? '';
  return (
    <Dialog
      open={pending !== null}
      title={`Reject ${name}?`}
      description={
        notes
          ? `The developer will read your notes: "${notes}". You can undo for ${UNDO_SECONDS} seconds.`
          : `You left no review notes, so the developer will not know what to fix. You can undo for ${UNDO_SECONDS} seconds.`
      }
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              if (pending) onConfirm(pending.entry, pending.notes);
              onClose();
            }}
          >
            Reject {name}
          </Button>
        </>
      }
    />
  );
}
