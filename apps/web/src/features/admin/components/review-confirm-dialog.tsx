import type { ReviewDecision } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { UNDO_SECONDS } from '@/lib/use-undoable';
import type { ReviewableSubmission } from './parse-submissions';

/** A decision about to be scheduled: the submission, the button pressed. */
export interface PendingDecision {
  entry: ReviewableSubmission;
  status: ReviewDecision;
}

const WORDING: Record<ReviewDecision, { verb: string; effect: string }> = {
  approved: {
    verb: 'Approve',
    effect: 'You left no review notes; the bot goes live on every public list.',
  },
  rejected: {
    verb: 'Reject',
    effect: 'You left no review notes, so the developer will not know what to fix.',
  },
};

interface ReviewConfirmDialogProps {
  /** Closed when null. */
  pending: PendingDecision | null;
  onConfirm: (decision: PendingDecision) => void;
  onClose: () => void;
}

/** Asked before a decision sent without notes, for approve and reject alike. */
export function ReviewConfirmDialog({ pending, onConfirm, onClose }: ReviewConfirmDialogProps) {
  const name = pending?.entry.bot.name ?? '';
  const wording = WORDING[pending?.status ?? 'approved'];
  return (
    <Dialog
      open={pending !== null}
      title={`${wording.verb} ${name}?`}
      description={`${wording.effect} You can undo for ${UNDO_SECONDS} seconds.`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant={pending?.status === 'rejected' ? 'danger' : 'primary'}
            onClick={() => {
              if (pending) onConfirm(pending);
              onClose();
            }}
          >
            {wording.verb} {name}
          </Button>
        </>
      }
    />
  );
}
