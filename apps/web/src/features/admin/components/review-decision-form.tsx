import { useRef } from 'react';
import styled from 'styled-components';
import { Check, X } from 'lucide-react';
import { LIMITS, reviewSubmissionSchema, type ReviewDecision } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { FormTextArea } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';

const StyledForm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledApprove = styled(Button)`
  background: ${({ theme }) => theme.colors.successSolid};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.successSolid};
    filter: brightness(0.9);
  }
`;

/** The notes are judged alone: the decision is the button pressed. */
const notesSchema = reviewSubmissionSchema.pick(['reviewNotes']);

interface ReviewDecisionFormProps {
  submissionId: string;
  initialNotes: string;
  /** True while any review is in flight: one decision at a time. */
  isReviewing: boolean;
  onDecide: (status: ReviewDecision, notes: string) => void;
}

/** Review Notes for the developer, then Approve or Reject. */
export function ReviewDecisionForm({
  submissionId,
  initialNotes,
  isReviewing,
  onDecide,
}: ReviewDecisionFormProps) {
  const decision = useRef<ReviewDecision>('approved');
  return (
    <SchemaForm
      schema={notesSchema}
      initialValues={{ reviewNotes: initialNotes }}
      onSubmit={async ({ reviewNotes }) => onDecide(decision.current, reviewNotes)}
    >
      {() => (
        <StyledForm>
          <FormTextArea
            id={`review-notes-${submissionId}`}
            name="reviewNotes"
            label="Review Notes (optional)"
            placeholder="Add notes for the developer about this decision..."
            rows={3}
            maxLength={LIMITS.reviewNotesMax}
          />
          <StyledActions>
            <StyledApprove
              type="submit"
              disabled={isReviewing}
              onClick={() => (decision.current = 'approved')}
            >
              <Check size={16} aria-hidden="true" />
              Approve
            </StyledApprove>
            <Button
              type="submit"
              variant="danger"
              disabled={isReviewing}
              onClick={() => (decision.current = 'rejected')}
            >
              <X size={16} aria-hidden="true" />
              Reject
            </Button>
          </StyledActions>
        </StyledForm>
      )}
    </SchemaForm>
  );
}
