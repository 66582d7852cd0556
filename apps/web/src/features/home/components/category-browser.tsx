import styled from 'styled-components';
import { LayoutGrid } from 'lucide-react';
import type { CategoryView } from '@botdir/contracts';
import { CategoryIcon } from '@/components/ui/category-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/lib/categories';
import { PageSection } from '@/components/ui/page-section';
import { LoadError } from '@/components/ui/load-error';

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const StyledTile = styled.button<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceHover : theme.colors.surface)};
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledIcon = styled.span<{ $color: string }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ $color }) => $color};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface CategoryBrowserProps {
  selected: string;
  /** Called with the clicked category; the caller toggles it. */
  onSelect: (category: CategoryView) => void;
}

/** Browse by Category: one tile per category; the selected one filters the search results. */
export function CategoryBrowser({ selected, onSelect }: CategoryBrowserProps) {
  const { data: categories, error, isLoading } = useCategories();

  return (
    <PageSection
      title="Browse by Category"
      icon={<LayoutGrid size={22} aria-hidden="true" />}
      intro="Pick a category to filter the bots; pick it again to clear it"
    >
      {error && !categories ? (
        <LoadError />
      ) : (
        <StyledGrid>
          {isLoading && !categories
            ? Array.from({ length: 6 }, (_, index) => <Skeleton key={index} $height="140px" />)
            : (categories ?? []).map((category) => (
                <StyledTile
                  key={category.id}
                  type="button"
                  $selected={selected === category.id}
                  aria-pressed={selected === category.id}
                  title={category.description}
                  onClick={() => onSelect(category)}
                >
                  <StyledIcon $color={category.color}>
                    <CategoryIcon name={category.icon} size={24} />
                  </StyledIcon>
                  <StyledName>{category.name}</StyledName>
                  <StyledCount>{category.botCount} bots</StyledCount>
                </StyledTile>
              ))}
        </StyledGrid>
      )}
    </PageSection>
  );
}
