import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { SectionTitle } from '@/components/ui/page';
import { categoryNamer, useCategories } from '@/lib/categories';

const StyledTitle = styled(SectionTitle)`
  flex-wrap: wrap;
  overflow-wrap: anywhere;
`;

interface ResultsHeadingProps {
  term: string;
  category: string;
  /** The number of matching bots; undefined while the first page loads. */
  total: number | undefined;
}

/** All Bots or Results for "{term}" (spec wording), narrowed to a category, with the count. */
export function ResultsHeading({ term, category, total }: ResultsHeadingProps) {
  const { data: categories } = useCategories();
  const base = term ? `Results for "${term}"` : 'All Bots';
  const inCategory = category ? ` in ${categoryNamer(categories)(category)}` : '';

  return (
    <StyledTitle id="results" aria-live="polite">
      {base}
      {inCategory}
      {total !== undefined && (
        <Badge $tone="primary">
          {total} {total === 1 ? 'bot' : 'bots'}
        </Badge>
      )}
    </StyledTitle>
  );
}
