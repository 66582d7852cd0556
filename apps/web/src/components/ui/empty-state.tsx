import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledEmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledIcon = styled.div`
  color: ${({ theme }) => theme.colors.textFaint};
  svg {
    width: 48px;
    height: 48px;
  }
`;

const StyledTitle = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledText = styled.div`
  max-width: 480px;
`;

interface EmptyStateProps {
  icon?: ReactNode;
  title?: string;
  /** The title's heading level: h1 when the empty state is the whole page. */
  titleAs?: 'h1' | 'h2' | 'h3';
  children?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ icon, title, titleAs = 'h3', children, action }: EmptyStateProps) {
  return (
    <StyledEmptyState>
      {icon && <StyledIcon aria-hidden="true">{icon}</StyledIcon>}
      {title && <StyledTitle as={titleAs}>{title}</StyledTitle>}
      {children && <StyledText>{children}</StyledText>}
      {action}
    </StyledEmptyState>
  );
}
