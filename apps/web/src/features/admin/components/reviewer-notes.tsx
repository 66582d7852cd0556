import styled from 'styled-components';
import { LIMITS, addSubmissionNoteSchema, type SubmissionView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { FormTextArea } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { parseBotData } from '@/lib/parse-bot-data';
import { useAction } from '@/lib/use-action';
import { addStaffNote } from '../api/add-staff-note';
import { StyledMeta, StyledSectionLabel, StyledText } from './admin-submission-card';

const StyledNotes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The owner's notes for the reviewer, and the staff's internal notes (never shown to the owner). */
export function ReviewerNotes({ submission }: { submission: SubmissionView }) {
  const { isPending, run } = useAction();

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
      <SchemaForm
        schema={addSubmissionNoteSchema}
        initialValues={{ note: '' }}
        // One form per card: each landmark needs a name of its own.
        aria-label={`Add a staff note on ${parseBotData(submission.botData)?.name ?? submission.id}`}
        onSubmit={async ({ note }, form) => {
          const ok = await run(
            () => addStaffNote(submission.id, note),
            { failure: 'Note not saved', fallback: 'Please try again.' },
            { helpers: form },
          );
          if (ok) form.resetForm();
        }}
      >
        {({ values }) => (
          <StyledNotes>
            <FormTextArea
              id={`staff-note-${submission.id}`}
              name="note"
              label="Add a staff note (the developer never sees it)"
              rows={2}
              maxLength={LIMITS.staffNoteMax}
            />
            <div>
              <Button
                type="submit"
                size="sm"
                variant="secondary"
                disabled={isPending || values.note.trim() === ''}
              >
                Add note
              </Button>
            </div>
          </StyledNotes>
        )}
      </SchemaForm>
    </StyledNotes>
  );
}
