import styled from 'styled-components';
import type { BotData, SubmissionView } from '@botdir/contracts';
import { BotFormDialog } from '@/components/bot-form/bot-form-dialog';
import { parseBotData } from '@/lib/parse-bot-data';

const StyledNotes = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.dangerText};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  h3 {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface AmendSubmissionDialogProps {
  submission: SubmissionView | null;
  /** Resubmits with the amended data; rejects to keep the dialog open. */
  onResubmit: (submission: SubmissionView, data: BotData) => Promise<void>;
  onClose: () => void;
}

/** A rejected submission's data in the bot form, beside the review notes it must address. */
export function AmendSubmissionDialog(props: AmendSubmissionDialogProps) {
  const { submission, onResubmit, onClose } = props;
  const data = submission ? parseBotData(submission.botData) : null;
  const notes = submission?.reviewNotes?.trim();

  return (
    <BotFormDialog
      initialData={submission ? data : null}
      title="Edit & Resubmit"
      description="Address the review notes, then send your bot back for review."
      intro={
        <StyledNotes aria-label="Review notes">
          <h3>Review notes</h3>
          {notes || 'The reviewer left no notes.'}
        </StyledNotes>
      }
      onClose={onClose}
      submitLabel="Resubmit for Review"
      pendingLabel="Submitting..."
      withReviewerNotes
      onSubmit={(amended) => (submission ? onResubmit(submission, amended) : Promise.resolve())}
    />
  );
}
