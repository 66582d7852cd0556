import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';

const StyledCard = styled(Card)<{ $wide: boolean }>`
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const StyledTitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledCardText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

export const StyledCardMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface OwnerCardProps {
  avatar: string | null | undefined;
  name: string;
  badges: ReactNode;
  children: ReactNode;
  /** An anchor other pages link to (the submit success page links to its submission). */
  id?: string;
  /** Spans the whole row of its grid (a chart is open): its neighbours keep their height. */
  wide?: boolean;
}

/** The frame shared by the owner's bot and submission cards: avatar, name, badges, body. */
export function OwnerCard({ avatar, name, badges, children, id, wide = false }: OwnerCardProps) {
  return (
    <StyledCard as="article" aria-label={name} id={id} $wide={wide}>
      <StyledHeader>
        <Avatar src={avatar} name={name} alt="" size={48} />
        <StyledTitleBlock>
          <StyledName>{name}</StyledName>
          <StyledBadges>{badges}</StyledBadges>
        </StyledTitleBlock>
      </StyledHeader>
      {children}
    </StyledCard>
  );
}
