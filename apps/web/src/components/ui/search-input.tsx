import type { InputHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { Search } from 'lucide-react';
import { controlStyles } from './form-field';
import { searchIconStyles } from './search-icon-styles';

const StyledWrap = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  svg {
    ${searchIconStyles}
  }
`;

const StyledInput = styled.input<{ $invalid?: boolean; $large?: boolean }>`
  ${controlStyles}
  padding-left: 40px;
  ${({ $large, theme }) =>
    $large &&
    css`
      font-size: ${theme.fontSizes.md};
      padding-top: ${theme.space.md};
      padding-bottom: ${theme.space.md};
    `}
`;

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The accessible name (screen readers); the placeholder is only a hint. */
  label: string;
  large?: boolean;
}

/** A search field with a magnifier icon and an accessible name. */
export function SearchInput({ label, large, ...inputProps }: SearchInputProps) {
  return (
    <StyledWrap>
      <Search size={18} aria-hidden="true" />
      <StyledInput type="search" aria-label={label} $large={large} {...inputProps} />
    </StyledWrap>
  );
}
