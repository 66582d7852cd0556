import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/** A grey placeholder block shown while content loads. */
export const Skeleton = styled.div<{ $width?: string; $height?: string; $round?: boolean }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '16px'};
  border-radius: ${({ theme, $round }) => ($round ? theme.radii.round : theme.radii.md)};
  background: ${({ theme }) => theme.colors.surfaceHover};
  animation: ${pulse} 1.5s ease-in-out infinite;
  flex-shrink: 0;
`;
