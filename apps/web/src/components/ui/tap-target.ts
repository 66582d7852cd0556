import { css } from 'styled-components';

/** Below the desktop layout (touch screens, mostly), anything tappable is at least 44 px tall. */
export const tapTarget = css`
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    min-height: 44px;
  }
`;
