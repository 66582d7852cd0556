import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Search } from 'lucide-react';
import { searchIconStyles } from '../ui/search-icon-styles';
import { tapTarget } from '../ui/tap-target';
import { paths } from '@botdir/contracts';
import { useSearchSuggestions, type SearchSuggestions } from '@/lib/api/get-search-suggestions';
import { optionId, SearchSuggestionsList, type SuggestionOption } from './search-suggestions';

const StyledForm = styled.form`
  position: relative;
  width: 100%;
`;

const StyledIcon = styled(Search)`
  ${searchIconStyles}
`;

const StyledInput = styled.input`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} 36px`};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${tapTarget}
  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Bots by name, then words to search for, as listbox options. */
function optionsOf(suggestions: SearchSuggestions | undefined): SuggestionOption[] {
  if (!suggestions) return [];
  const bots = suggestions.bots.map((bot) => ({
    key: `bot-${bot.id}`,
    label: bot.name,
    kind: 'Bot' as const,
    to: paths.bot(bot.id),
  }));
  const terms = suggestions.terms.map((term) => ({
    key: `term-${term}`,
    label: term,
    kind: 'Search' as const,
    to: paths.browse({ search: term }),
  }));
  return [...bots, ...terms];
}

/**
 * The navbar's search: goes to /browse?search=text; blank text is ignored (spec section 5). As one
 * types it suggests bots and words (ARIA combobox: arrows move, Enter picks, Escape closes).
 */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const options = optionsOf(useSearchSuggestions(text));
  const expanded = open && options.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
    onSearched?.();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const picked = expanded ? options[active] : undefined;
    if (picked) return go(picked.to);
    const term = text.trim();
    if (!term) return;
    go(paths.browse({ search: term }));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!expanded) {
      setOpen(true);
      return;
    }
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // Positions -1 (the text as typed) to the last option, wrapping around.
    const positions = options.length + 1;
    setActive((current) => ((current + 1 + step + positions) % positions) - 1);
  };

  return (
    // Named apart from the home page's own search form: two landmarks, two names.
    <StyledForm role="search" aria-label="Site" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Search bots
      </label>
      <StyledIcon size={16} aria-hidden="true" />
      <StyledInput
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(listId, active) : undefined}
        autoComplete="off"
        placeholder="Search bots..."
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
      />
      {expanded && (
        <SearchSuggestionsList
          id={listId}
          options={options}
          active={active}
          onPick={(option) => go(option.to)}
        />
      )}
    </StyledForm>
  );
}
