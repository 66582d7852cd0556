import styled from 'styled-components';
import type { BotSort } from '@botdir/contracts';
import { SearchInput } from '@/components/ui/search-input';
import { SelectField } from '@/components/ui/select-field';
import { useCategories } from '@/lib/categories';

const StyledFilters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  align-items: end;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

export const SORT_OPTIONS: { value: BotSort; label: string }[] = [
  { value: 'newest', label: 'Newest First' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'name', label: 'Alphabetical' },
  { value: 'servers', label: 'Most Servers' },
  { value: 'votes', label: 'Most Votes (this month)' },
];

export interface BrowseFilterValues {
  search: string;
  category: string;
  sort: BotSort;
}

interface BrowseFiltersProps {
  values: BrowseFilterValues;
  onChange: (patch: Partial<BrowseFilterValues>) => void;
}

export function BrowseFilters({ values, onChange }: BrowseFiltersProps) {
  const { data: categories } = useCategories();
  const categoryOptions = [
    { value: '', label: 'All Categories' },
    ...(categories ?? []).map((category) => ({ value: category.id, label: category.name })),
  ];

  return (
    <StyledFilters>
      <SearchInput
        label="Search bots"
        placeholder="Search bots by name, description or tag..."
        value={values.search}
        onChange={(event) => onChange({ search: event.target.value })}
      />
      <SelectField
        id="browse-category"
        name="category"
        label="Category"
        options={categoryOptions}
        value={values.category}
        onChange={(event) => onChange({ category: event.target.value })}
      />
      <SelectField
        id="browse-sort"
        name="sort"
        label="Sort by"
        options={SORT_OPTIONS}
        value={values.sort}
        onChange={(event) => onChange({ sort: event.target.value as BotSort })}
      />
    </StyledFilters>
  );
}
