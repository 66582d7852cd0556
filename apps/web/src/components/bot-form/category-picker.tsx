import { useField, useFormikContext } from 'formik';
import styled from 'styled-components';
import { LIMITS } from '@botdir/contracts';
import { useCategories } from '@/lib/categories';
import { Checkbox } from '@/components/ui/checkbox';
import { CategoryIcon } from '@/components/ui/category-icon';
import { StyledLabel } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';

const StyledFieldset = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0;
  min-width: 0;
  legend {
    padding: 0;
  }
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledOption = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledMessage = styled.p<{ $error?: boolean }>`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textFaint)};
`;

/** Categories*: a checkbox grid of the directory's categories with icon and name. */
export function CategoryPicker({ idPrefix }: { idPrefix: string }) {
  const { data: categories, error: loadError } = useCategories();
  const [field, meta, helpers] = useField<string[]>('categories');
  const { submitCount } = useFormikContext();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  const errorId = `${idPrefix}-categories-error`;
  const limitId = `${idPrefix}-categories-limit`;
  const selected = new Set(field.value);

  const handleToggle = (id: string) => {
    const next = selected.has(id)
      ? field.value.filter((value) => value !== id)
      : [...field.value, id];
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };

  return (
    <StyledFieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${limitId} ${errorId}` : limitId}
    >
      <StyledLabel as="legend" $invalid={Boolean(error)}>
        Categories<span aria-hidden="true">*</span>
      </StyledLabel>
      <StyledMessage id={limitId}>
        Choose 1 to {LIMITS.categoriesMax} categories ({selected.size} of {LIMITS.categoriesMax}{' '}
        chosen)
      </StyledMessage>
      <StyledGrid>
        {categories
          ? categories.map((category) => (
              <Checkbox
                key={category.id}
                name="categories"
                value={category.id}
                checked={selected.has(category.id)}
                invalid={Boolean(error)}
                onChange={() => handleToggle(category.id)}
                label={
                  <StyledOption>
                    <CategoryIcon name={category.icon} size={16} color={category.color} />
                    {category.name}
                  </StyledOption>
                }
              />
            ))
          : !loadError &&
            Array.from({ length: 6 }, (_, index) => <Skeleton key={index} $height="38px" />)}
      </StyledGrid>
      {loadError && (
        <StyledMessage $error>
          Categories could not be loaded. Reload the page to try again.
        </StyledMessage>
      )}
      {error && (
        <StyledMessage id={errorId} $error role="alert">
          {error}
        </StyledMessage>
      )}
    </StyledFieldset>
  );
}
