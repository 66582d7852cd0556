import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, controlState, controlStyles } from './form-field';

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'children'
> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the field; its presence marks the field invalid. */
  error?: string;
}

export function TextField({ id, label, hint, error, required, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <StyledInput id={id} required={required} {...controlState(id, hint, error)} {...inputProps} />
    </FormField>
  );
}
