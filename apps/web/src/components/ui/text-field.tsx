import type { InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FormField, controlState, controlStyles, type LabelledControlProps } from './form-field';

const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'children'
> &
  LabelledControlProps;

export function TextField({ id, label, hint, error, required, ...inputProps }: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      <StyledInput id={id} required={required} {...controlState(id, hint, error)} {...inputProps} />
    </FormField>
  );
}
