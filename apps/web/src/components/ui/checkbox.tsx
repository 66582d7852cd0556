import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { tapTarget } from './tap-target';

const StyledCheckboxLabel = styled.label<{ $checked?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  ${tapTarget}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const StyledInput = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  &:focus-visible {
    outline: none;
  }
`;

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  label: ReactNode;
  /** Invalid state of a group is shown by the group; a single box can carry its own. */
  invalid?: boolean;
}

/** A checkbox inside its clickable label (used alone or in a checkbox grid). */
export function Checkbox({ label, invalid, checked, ...inputProps }: CheckboxProps) {
  return (
    <StyledCheckboxLabel $checked={checked}>
      <StyledInput
        type="checkbox"
        checked={checked}
        aria-invalid={invalid ? true : undefined}
        {...inputProps}
      />
      {label}
    </StyledCheckboxLabel>
  );
}
