import styled from 'styled-components';
import type { LucideIcon } from 'lucide-react';

const StyledPanel = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: ${({ theme }) => theme.space.xl};
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const StyledItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.warningText};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface Highlight {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A row of icon + title + sentence, explaining what makes a bot stand out. */
export function FeatureHighlights({ items }: { items: Highlight[] }) {
  return (
    <StyledPanel>
      {items.map(({ icon: Icon, title, text }) => (
        <StyledItem key={title}>
          <Icon size={24} aria-hidden="true" />
          <div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
        </StyledItem>
      ))}
    </StyledPanel>
  );
}
