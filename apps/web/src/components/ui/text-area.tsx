import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FormField, controlState, controlStyles, type LabelledControlProps } from './form-field';

const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

export type TextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'children'
> &
  LabelledControlProps;

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
