import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';

const StyledContainer = styled(PageContainer)`
  max-width: 880px;
`;

const StyledSection = styled(Card).attrs({ as: 'section' })`
  margin-bottom: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p + p,
  p + ul,
  ul + p {
    margin-top: ${({ theme }) => theme.space.md};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.xl};
    margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
  code {
    padding: 1px ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.background};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.9em;
    color: ${({ theme }) => theme.colors.text};
  }
`;

interface DocPageProps {
  title: string;
  intro?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
}

/** A readable column for static pages: title, intro, then sections. */
export function DocPage({ title, intro, icon, children }: DocPageProps) {
  return (
    <StyledContainer>
      <PageHeader>
        <PageTitle>
          {icon}
          {title}
        </PageTitle>
        {intro && <PageSubtitle>{intro}</PageSubtitle>}
      </PageHeader>
      {children}
    </StyledContainer>
  );
}

interface DocSectionProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}

export function DocSection({ title, icon, children }: DocSectionProps) {
  return (
    <StyledSection aria-label={title}>
      <h2>
        {icon}
        {title}
      </h2>
      {children}
    </StyledSection>
  );
}

// Focusable, so keyboard users can scroll a long line sideways.
export const CodeBlock = styled.pre.attrs({ tabIndex: 0 })`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  code {
    padding: 0;
    background: none;
  }
`;

export const LAST_UPDATED = 'November 2026';
