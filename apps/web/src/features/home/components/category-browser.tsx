import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LayoutGrid } from 'lucide-react';
import { CategoryIcon } from '@/components/ui/category-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '@/lib/categories';
import { PageSection } from '@/components/ui/page-section';
import { LoadError } from '@/components/ui/load-error';
import { paths } from '@botdir/contracts';

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

const StyledTile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
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

/** Browse by Category: one tile per category, each a link to its bots on /browse. */
export function CategoryBrowser() {
  const { data: categories, error, isLoading, mutate } = useCategories();

  return (
    <PageSection
      title="Browse by Category"
      icon={<LayoutGrid size={22} aria-hidden="true" />}
      intro="Pick a category to see its bots"
    >
      {error && !categories ? (
        <LoadError error={error} onRetry={() => mutate()} what="the categories" />
      ) : (
        <StyledGrid>
          {isLoading && !categories
            ? Array.from({ length: 6 }, (_, index) => <Skeleton key={index} $height="140px" />)
            : (categories ?? []).map((category) => (
                <StyledTile
                  key={category.id}
                  to={paths.browse({ category: category.id })}
                  title={category.description}
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
