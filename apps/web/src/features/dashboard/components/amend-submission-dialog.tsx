import type { BotData, SubmissionView } from '@botdir/contracts';
import { Dialog } from '@/components/ui/dialog';
import { BotForm } from '@/components/bot-form/bot-form';
import { parseBotData } from '@/lib/parse-bot-data';

interface AmendSubmissionDialogProps {
  submission: SubmissionView | null;
  /** Resubmits with the amended data; rejects to keep the dialog open. */
  onResubmit: (submission: SubmissionView, data: BotData) => Promise<void>;
  onClose: () => void;
}

/** A rejected submission's data in the bot form, sent back to review as amended. */
export function AmendSubmissionDialog(props: AmendSubmissionDialogProps) {
  const { submission, onResubmit, onClose } = props;
  const data = submission ? parseBotData(submission.botData) : null;

  return (
    <Dialog
      open={submission !== null && data !== null}
      title="Edit & Resubmit"
      description="Address the review notes, then send your bot back for review."
      onClose={onClose}
    >
      {submission && data && (
        <BotForm
          initialData={data}
          submitLabel="Resubmit for Review"
          pendingLabel="Submitting..."
          onSubmit={(amended) => onResubmit(submission, amended)}
          onCancel={onClose}
          withReviewerNotes
        />
      )}
    </Dialog>
  );
}
