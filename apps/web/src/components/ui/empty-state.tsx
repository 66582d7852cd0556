import { useEffect, useRef, type ReactNode } from 'react';
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
  &[tabindex='-1']:focus {
    outline: none;
  }
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
  /** A page that replaces a form (a success page): its title takes the focus, so a screen
   * reader announces it and the keyboard continues from it. */
  focusTitle?: boolean;
}

export function EmptyState(props: EmptyStateProps) {
  const { icon, title, titleAs = 'h3', children, action, focusTitle = false } = props;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus({ preventScroll: true });
  }, [focusTitle]);
  return (
    <StyledEmptyState>
      {icon && <StyledIcon aria-hidden="true">{icon}</StyledIcon>}
      {title && (
        <StyledTitle as={titleAs} ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
          {title}
        </StyledTitle>
      )}
      {children && <StyledText>{children}</StyledText>}
      {action}
    </StyledEmptyState>
  );
}
