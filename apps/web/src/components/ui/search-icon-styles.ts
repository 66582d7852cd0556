import { css } from 'styled-components';

/** The magnifier inside the left edge of a search box. */
export const searchIconStyles = css`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textFaint};
  pointer-events: none;
`;
