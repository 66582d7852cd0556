import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FormField, controlStyles, controlState } from './form-field';

const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'children'
> {
  id: string;
  name: string;
  label: ReactNode;
  options: SelectOption[];
  hint?: ReactNode;
  error?: string;
}

export function SelectField({ id, label, options, hint, error, ...selectProps }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <StyledSelect id={id} {...controlState(id, hint, error)} {...selectProps}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </FormField>
  );
}
