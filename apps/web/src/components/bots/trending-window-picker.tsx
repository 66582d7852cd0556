import styled from 'styled-components';
import type { TrendingWindow } from '@botdir/contracts';
import { tapTarget } from '../ui/tap-target';

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

const WINDOWS: { value: TrendingWindow; label: string }[] = [
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
  { value: 'all', label: 'All Time' },
];

/** The windows in order; the first is the default (and is left out of the URL). */
export const TRENDING_WINDOWS: readonly TrendingWindow[] = WINDOWS.map((option) => option.value);

interface TrendingWindowPickerProps {
  value: TrendingWindow;
  onChange: (window: TrendingWindow) => void;
}

/** Weekly / Monthly / All Time: which invite clicks count towards trending. */
export function TrendingWindowPicker({ value, onChange }: TrendingWindowPickerProps) {
  return (
    <StyledGroup role="group" aria-label="Trending period">
      {WINDOWS.map((option) => (
        <StyledOption
          key={option.value}
          type="button"
          $active={option.value === value}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </StyledOption>
      ))}
    </StyledGroup>
  );
}
