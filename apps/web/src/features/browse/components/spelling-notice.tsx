import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@botdir/contracts';

const StyledNotice = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }

  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

interface SpellingNoticeProps {
  /** The corrected search the results were read for. */
  corrected: string;
  /** The search as typed. */
  typed: string;
  category: string;
}

/** A search that found nothing was answered for its corrected words; the typed one stays a link. */
export function SpellingNotice({ corrected, typed, category }: SpellingNoticeProps) {
  const original = paths.browse({ search: typed, category, exact: true });
  return (
    <StyledNotice role="status">
      Showing results for <strong>{corrected}</strong>. Search instead for{' '}
      <Link to={original}>{typed}</Link>.
    </StyledNotice>
  );
}
