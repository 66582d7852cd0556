import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Search } from 'lucide-react';
import { searchIconStyles } from '../ui/search-icon-styles';
import { tapTarget } from '../ui/tap-target';
import { paths } from '@botdir/contracts';

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

/** The navbar's search: goes to /browse?search=text; blank text is ignored (spec section 5). */
export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    navigate(paths.browse({ search: term }));
    onSearched?.();
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
        placeholder="Search bots..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </StyledForm>
  );
}
