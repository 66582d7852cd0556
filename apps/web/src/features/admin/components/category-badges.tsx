import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { CategoryIcon } from '@/components/ui/category-icon';
import { CATEGORY_CATALOGUE } from '@botdir/contracts';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

interface CategoryBadgesProps {
  ids: readonly string[];
  /** Show at most this many, then "+N". */
  max?: number;
}

export function CategoryBadges({ ids, max = ids.length }: CategoryBadgesProps) {
  // Names and icons are the fixed catalogue: no request (the admin screen keeps to 3).
  const byId = new Map(CATEGORY_CATALOGUE.map((category) => [category.id, category]));
  const hidden = ids.length - max;

  return (
    <StyledList aria-label="Categories">
      {ids.slice(0, max).map((id) => {
        const category = byId.get(id);
        return (
          <li key={id}>
            <Badge $tone="primary">
              {category && <CategoryIcon name={category.icon} size={12} />}
              {category?.name ?? id}
            </Badge>
          </li>
        );
      })}
      {hidden > 0 && (
        <li>
          <Badge>+{hidden}</Badge>
        </li>
      )}
    </StyledList>
  );
}
