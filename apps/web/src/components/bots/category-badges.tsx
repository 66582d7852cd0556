import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { categoryNamer, useCategories } from '@/lib/categories';

const StyledList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

interface CategoryBadgesProps {
  ids: string[];
  /** Show at most this many, then "+N". */
  max?: number;
}

/** Category names for a bot's category ids, with "+N" for the ones left out. */
export function CategoryBadges({ ids, max = Infinity }: CategoryBadgesProps) {
  const { data: categories } = useCategories();
  const nameOf = categoryNamer(categories);
  if (ids.length === 0) return null;
  const shown = ids.slice(0, max);
  const hidden = ids.length - shown.length;

  return (
    <StyledList>
      {shown.map((id) => (
        <Badge key={id} $tone="primary">
          {nameOf(id)}
        </Badge>
      ))}
      {hidden > 0 && <Badge aria-label={`${hidden} more categories`}>+{hidden}</Badge>}
    </StyledList>
  );
}
