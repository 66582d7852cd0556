import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FormField, controlState, controlStyles } from './form-field';

const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'children'
> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

export function TextArea({ id, label, hint, error, required, ...areaProps }: TextAreaProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <StyledTextArea
        id={id}
        required={required}
        {...controlState(id, hint, error)}
        {...areaProps}
      />
    </FormField>
  );
}
