import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 20 }) => $size}px;
  height: ${({ $size = 20 }) => $size}px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;
`;

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxxl};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A centred spinner with a text that screen readers announce. */
export function Loading({ label = 'Loading...' }: { label?: string }) {
  return (
    <StyledLoading role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <span>{label}</span>
    </StyledLoading>
  );
}
