import styled from 'styled-components';
import {
  CANNED_REASON_LIMITS,
  addCannedReasonSchema,
  editCannedReasonSchema,
  type CannedReasonKind,
} from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { FormSelectField, FormTextArea, FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage } from '@/lib/api-error-message';
import type { CannedReasonInput } from '../api/canned-reasons';

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const KIND_LABELS: Record<CannedReasonKind, string> = {
  reject: 'Rejection',
  unlist: 'Unlisting',
};

type ReasonValues = CannedReasonInput & { kind: CannedReasonKind };

interface ReasonFormProps {
  /** An id prefix for the fields: one form per reason may be open. */
  idPrefix: string;
  initialValues: ReasonValues;
  /** Editing keeps the kind; adding asks for it. */
  editing: boolean;
  submitLabel: string;
  onSave: (values: ReasonValues) => Promise<unknown>;
  onCancel?: () => void;
}

/** Add or edit a canned reason, judged by the contracts schema the api uses. */
export function ReasonForm(props: ReasonFormProps) {
  const { idPrefix, initialValues, editing, submitLabel, onSave, onCancel } = props;
  return (
    <SchemaForm<ReasonValues>
      schema={editing ? editCannedReasonSchema : addCannedReasonSchema}
      initialValues={initialValues}
      toPayload={({ kind, title, explanation, guidelineUrl }) =>
        editing ? { title, explanation, guidelineUrl } : { kind, title, explanation, guidelineUrl }
      }
      aria-label={submitLabel}
      onSubmit={async (values, helpers) => {
        try {
          await onSave(values);
          if (!editing) helpers.resetForm();
        } catch (error) {
          notify.error('Could not save the reason', apiErrorMessage(error) ?? 'Please try again.');
        }
      }}
    >
      {({ isSubmitting }) => (
        <StyledFields>
          {!editing && (
            <FormSelectField
              id={`${idPrefix}-kind`}
              name="kind"
              label="Kind"
              options={[
                { value: 'reject', label: KIND_LABELS.reject },
                { value: 'unlist', label: KIND_LABELS.unlist },
              ]}
            />
          )}
          <FormTextField
            id={`${idPrefix}-title`}
            name="title"
            label="Title"
            required
            maxLength={CANNED_REASON_LIMITS.titleMax}
          />
          <FormTextArea
            id={`${idPrefix}-explanation`}
            name="explanation"
            label="Explanation (the developer reads it)"
            required
            rows={3}
            maxLength={CANNED_REASON_LIMITS.explanationMax}
          />
          <FormTextField
            id={`${idPrefix}-guideline`}
            name="guidelineUrl"
            label="Guideline link (optional)"
            hint="An https URL or a site path like /docs/guidelines#spam."
            maxLength={CANNED_REASON_LIMITS.urlMax}
          />
          <StyledActions>
            <Button type="submit" disabled={isSubmitting}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button type="button" variant="secondary" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </StyledActions>
        </StyledFields>
      )}
    </SchemaForm>
  );
}
