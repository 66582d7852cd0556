import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { CategoryIcon } from '@/components/ui/category-icon';
import { useCategories } from '@/lib/categories';

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
  const { data: categories } = useCategories();
  const byId = new Map((categories ?? []).map((category) => [category.id, category]));
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
