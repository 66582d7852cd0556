import styled from 'styled-components';
import { BookOpen, Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@botdir/contracts';

const StyledCta = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySolid};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

const StyledText = styled.p`
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space.md} auto ${theme.space.xl}`};
  opacity: 0.9;
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  /* The ghost button needs light text and an outline on the coloured banner. */
  a:last-child {
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

interface CallToActionProps {
  title: string;
  text: string;
}

/** The closing banner: submit a bot or read the developer guide. */
export function CallToAction({ title, text }: CallToActionProps) {
  return (
    <StyledCta aria-label={title}>
      <StyledTitle>{title}</StyledTitle>
      <StyledText>{text}</StyledText>
      <StyledButtons>
        <ButtonLink to={paths.submit()} variant="secondary" size="lg">
          <Plus size={18} aria-hidden="true" />
          Submit Your Bot
        </ButtonLink>
        <ButtonLink to={paths.developerGuide()} variant="ghost" size="lg">
          <BookOpen size={18} aria-hidden="true" />
          Developer Guide
        </ButtonLink>
      </StyledButtons>
    </StyledCta>
  );
}
