import styled from 'styled-components';
import type { ReactNode } from 'react';
import type { BotView } from '@botdir/contracts';
import { Avatar } from '@/components/ui/avatar';
import { RatingLabel } from './rating-label';
import { BotCardActions } from './bot-card-actions';
import { StyledCardName } from './bot-card-frame';
import { paths } from '@botdir/contracts';

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledRank = styled.span<{ $top: boolean }>`
  width: 32px;
  flex-shrink: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  color: ${({ theme, $top }) => ($top ? theme.colors.warning : theme.colors.textFaint)};
`;

/** At least 10 rem before the row wraps: on a phone the rating goes below, not the name in two. */
const StyledMain = styled.div`
  flex: 1 1 10rem;
  min-width: 0;
`;

/** The card's buttons; under the row's text on a phone, at its end on wider screens. */
const StyledRowActions = styled(BotCardActions)`
  flex: 1 1 100%;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex: 0 0 280px;
  }
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSide = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

interface BotCardRowProps {
  bot: BotView;
  rank: number;
  /** Badges above the rating (e.g. HOT / TRENDING). */
  badges?: ReactNode;
}

/** The compact form of the bot card: the same name, rating and Invite / View, in one row. */
export function BotCardRow({ bot, rank, badges }: BotCardRowProps) {
  return (
    <StyledRow aria-label={`#${rank} ${bot.name}`}>
      <StyledRank $top={rank <= 3} aria-hidden="true">
        {rank}
      </StyledRank>
      <Avatar src={bot.avatar} name={bot.name} alt="" size={48} />
      <StyledMain>
        <StyledCardName to={paths.bot(bot)}>{bot.name}</StyledCardName>
        <StyledText>{bot.shortDescription}</StyledText>
      </StyledMain>
      <StyledSide>
        {badges}
        <RatingLabel rating={bot.rating} count={bot.ratingCount} />
      </StyledSide>
      <StyledRowActions bot={bot} />
    </StyledRow>
  );
}
