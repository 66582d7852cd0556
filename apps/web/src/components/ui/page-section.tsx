import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { SectionTitle } from '@/components/ui/page';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledIntro = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface PageSectionProps {
  title: string;
  icon?: ReactNode;
  intro?: string;
  /** Controls at the right of the heading (View All, Clear Filters, window buttons). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled block of a page; the heading names the region for assistive tech. */
export function PageSection({ title, icon, intro, actions, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledHead>
        <div>
          <SectionTitle id={headingId}>
            {icon}
            {title}
          </SectionTitle>
          {intro && <StyledIntro>{intro}</StyledIntro>}
        </div>
        {actions}
      </StyledHead>
      {children}
    </StyledSection>
  );
}
