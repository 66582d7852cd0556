import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { StatsTiles } from './stats-tiles';
import { paths } from '@botdir/contracts';

const StyledHero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  text-align: center;
  background:
    radial-gradient(circle at 20% 0%, ${({ theme }) => theme.colors.primary}33, transparent 55%),
    radial-gradient(circle at 80% 100%, ${({ theme }) => theme.colors.hot}1f, transparent 50%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeadline = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  line-height: 1.15;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const StyledAccent = styled.span`
  color: ${({ theme }) => theme.colors.primaryText};
`;

const StyledLead = styled.p`
  max-width: 640px;
  margin: ${({ theme }) => `${theme.space.lg} auto 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  margin: ${({ theme }) => `${theme.space.xxl} auto 0`};
`;

/** The hero: its search leads to the one results page, /browse (blank text is ignored). */
export function HomeHero() {
  const [searchText, setSearchText] = useState('');
  const navigate = useNavigate();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (searchText.trim()) navigate(paths.browse({ search: searchText }));
  };

  return (
    <StyledHero>
      <StyledHeadline>
        Find the Perfect <StyledAccent>Discord Bot</StyledAccent> for Your Server
      </StyledHeadline>
      <StyledLead>
        Discover, compare and invite hand-reviewed bots for music, moderation, games, economy and
        more.
      </StyledLead>
      <StyledForm role="search" onSubmit={handleSubmit}>
        <SearchInput
          label="Search for bots"
          placeholder="Search for bots..."
          large
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Button type="submit" size="lg">
          <Search size={18} aria-hidden="true" />
          Search
        </Button>
      </StyledForm>
      <StatsTiles />
    </StyledHero>
  );
}
