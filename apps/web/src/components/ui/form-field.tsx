import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { tapTarget } from './tap-target';

export const StyledLabel = styled.label<{ $invalid?: boolean }>`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.text)};
`;

const StyledHint = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textFaint};
`;

const StyledError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** Shared look of text inputs, text areas and selects. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  ${tapTarget}
  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

/** Ids that tie a control to its hint and error message. */
export function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** What every control inside a FormField carries: its state for assistive technology and styles. */
export function controlState(id: string, hint?: ReactNode, error?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    $invalid: Boolean(error),
  };
}

/** What every labelled control (text field, text area) takes besides its native attributes. */
export interface LabelledControlProps {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the control; its presence marks the control invalid. */
  error?: string;
}

interface FormFieldProps extends Omit<LabelledControlProps, 'name'> {
  required?: boolean;
  children: ReactNode;
}

/** Label above, control, then hint and the error message under the control. */
export function FormField({ id, label, required, hint, error, children }: FormFieldProps) {
  return (
    <div>
      <StyledLabel htmlFor={id} $invalid={Boolean(error)}>
        {label}
        {required && <span aria-hidden="true">*</span>}
      </StyledLabel>
      {children}
      {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
      {error && (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      )}
    </div>
  );
}
