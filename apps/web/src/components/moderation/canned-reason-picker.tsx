import { useState } from 'react';
import { useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { MAX_REASONS_PER_DECISION, type CannedReasonKind } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useCannedReasons } from './use-canned-reasons';

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  border: none;
  padding: 0;
  margin: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
`;

interface CannedReasonPickerProps {
  kind: CannedReasonKind;
  legend: string;
  /**
   * Shown at once (a dialog opened on purpose); otherwise behind a button, so a screen with a
   * form on every card asks for the reasons only when a reviewer wants one.
   */
  startOpen?: boolean;
}

export function CannedReasonPicker({ startOpen = false, ...props }: CannedReasonPickerProps) {
  const [isOpen, setIsOpen] = useState(startOpen);
  if (isOpen) return <CannedReasonList {...props} />;
  return (
    <div>
      <Button type="button" variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
        Saved reasons
      </Button>
    </div>
  );
}

/**
 * The active canned reasons of `kind` as checkboxes, bound to the form's `reasonIds` (at most
 * five); nothing is shown while none exist.
 */
function CannedReasonList({ kind, legend }: Omit<CannedReasonPickerProps, 'startOpen'>) {
  const { data } = useCannedReasons();
  const [{ value }, meta, helpers] = useField<string[]>('reasonIds');
  const { submitCount } = useFormikContext();
  const offered = (data ?? []).filter((reason) => reason.active && reason.kind === kind);
  if (offered.length === 0) {
    return data ? <p>No {kind} reasons yet: Administrators add them in the Reasons tab.</p> : null;
  }
  const picked = value ?? [];
  const toggle = (id: string, checked: boolean) =>
    void helpers.setValue(checked ? [...picked, id] : picked.filter((each) => each !== id));
  const error = meta.error && (meta.touched || submitCount > 0) ? String(meta.error) : undefined;
  return (
    <StyledFieldset>
      <legend>
        {legend} (up to {MAX_REASONS_PER_DECISION})
      </legend>
      {offered.map((reason) => (
        <Checkbox
          key={reason.id}
          label={reason.title}
          title={reason.explanation}
          checked={picked.includes(reason.id)}
          disabled={!picked.includes(reason.id) && picked.length >= MAX_REASONS_PER_DECISION}
          onChange={(event) => toggle(reason.id, event.target.checked)}
        />
      ))}
      {error && <StyledError role="alert">{error}</StyledError>}
    </StyledFieldset>
  );
}
