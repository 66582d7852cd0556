import styled from 'styled-components';
import { tapTarget } from './tap-target';

const StyledGroup = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const StyledOption = styled.button<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.onPrimary : theme.colors.textMuted)};
  cursor: pointer;
  ${tapTarget}
`;

export interface Choice<T extends string> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T extends string> {
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons, one of them pressed. */
export function ChoiceGroup<T extends string>({
  label,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <StyledGroup role="group" aria-label={label}>
      {choices.map((choice) => (
        <StyledOption
          key={choice.value}
          type="button"
          $active={choice.value === value}
          aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}
        >
          {choice.label}
        </StyledOption>
      ))}
    </StyledGroup>
  );
}
