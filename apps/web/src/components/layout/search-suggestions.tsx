import styled from 'styled-components';

export interface SuggestionOption {
  key: string;
  label: string;
  kind: 'Bot' | 'Search';
  to: string;
}

const StyledList = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  left: 0;
  right: 0;
  z-index: 20;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const StyledOption = styled.li<{ $active: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  overflow-wrap: anywhere;
  background: ${({ $active, theme }) => ($active ? theme.colors.surfaceHover : 'transparent')};
  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface SearchSuggestionsListProps {
  id: string;
  options: SuggestionOption[];
  active: number;
  onPick: (option: SuggestionOption) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The navbar search's listbox (ARIA combobox pattern: focus stays in the input). */
export function SearchSuggestionsList({ id, options, active, onPick }: SearchSuggestionsListProps) {
  return (
    <StyledList id={id} role="listbox" aria-label="Suggestions">
      {options.map((option, index) => (
        <StyledOption
          key={option.key}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          $active={index === active}
          // Before the input's blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
        >
          <span>{option.label}</span>
          <span>{option.kind}</span>
        </StyledOption>
      ))}
    </StyledList>
  );
}
