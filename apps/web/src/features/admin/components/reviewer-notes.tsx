import { useState } from 'react';
import styled from 'styled-components';
import { LIMITS, type SubmissionView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { TextArea } from '@/components/ui/text-area';
import { apiErrorMessage } from '@/lib/api-error-message';
import { addStaffNote } from '../api/add-staff-note';
import { StyledMeta, StyledSectionLabel, StyledText } from './admin-submission-card';

const StyledNotes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The owner's notes for the reviewer, and the staff's internal notes (never shown to the owner). */
export function ReviewerNotes({ submission }: { submission: SubmissionView }) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const handleAdd = async () => {
    setBusy(true);
    try {
      await addStaffNote(submission.id, note);
      setNote('');
    } catch (error) {
      notify.error('Note not saved', apiErrorMessage(error) ?? 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledNotes>
      <StyledSectionLabel>Notes for the reviewer</StyledSectionLabel>
      <StyledText>{submission.notesForReviewer || 'None.'}</StyledText>
      <StyledSectionLabel>Staff notes</StyledSectionLabel>
      {(submission.staffNotes ?? []).map((entry) => (
        <div key={entry.at}>
          <StyledText>{entry.note}</StyledText>
          <StyledMeta>
            {entry.authorName}, {new Date(entry.at).toLocaleString()}
          </StyledMeta>
        </div>
      ))}
      <TextArea
        id={`staff-note-${submission.id}`}
        name="staffNote"
        label="Add a staff note (the developer never sees it)"
        rows={2}
        maxLength={LIMITS.staffNoteMax}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={busy || note.trim() === ''}
          onClick={() => void handleAdd()}
        >
          Add note
        </Button>
      </div>
    </StyledNotes>
  );
}
