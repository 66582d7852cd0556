import { useRef } from 'react';
import styled from 'styled-components';
import { Check, X } from 'lucide-react';
import { LIMITS, reviewSubmissionSchema, type ReviewDecision } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { FormTextArea } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { CannedReasonPicker } from '@/components/moderation/canned-reason-picker';

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

/** The notes and reasons are judged alone: the decision is the button pressed. */
const draftSchema = reviewSubmissionSchema.pick(['reviewNotes', 'reasonIds']);

/** What the reviewer wrote and picked; canned reasons go with a rejection only. */
export interface ReviewDraft {
  notes: string;
  reasonIds: string[];
}

export const EMPTY_DRAFT: ReviewDraft = { notes: '', reasonIds: [] };

interface ReviewDecisionFormProps {
  submissionId: string;
  initialDraft: ReviewDraft;
  /** True while any review is in flight: one decision at a time. */
  isReviewing: boolean;
  onDecide: (status: ReviewDecision, draft: ReviewDraft) => void;
}

/** Review Notes for the developer, canned reasons for a rejection, then Approve or Reject. */
export function ReviewDecisionForm({
  submissionId,
  initialDraft,
  isReviewing,
  onDecide,
}: ReviewDecisionFormProps) {
  const decision = useRef<ReviewDecision>('approved');
  return (
    <SchemaForm
      schema={draftSchema}
      initialValues={{ reviewNotes: initialDraft.notes, reasonIds: initialDraft.reasonIds }}
      onSubmit={async ({ reviewNotes, reasonIds }) =>
        onDecide(decision.current, {
          notes: reviewNotes,
          reasonIds: decision.current === 'rejected' ? reasonIds : [],
        })
      }
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
          <CannedReasonPicker kind="reject" legend="Rejection reasons (sent with Reject)" />
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
