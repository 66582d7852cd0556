import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BotView } from '@botdir/contracts';
import { Avatar } from '@/components/ui/avatar';
import { StatusBadge } from '@/components/ui/status-badge';
import { BotCardActions } from './bot-card-actions';
import { CategoryBadges } from './category-badges';
import { OnlineStatus } from './online-status';
import { RatingLabel } from './rating-label';
import { ServerCountLabel, VoteCountLabel } from './bot-reach';
import {
  StyledCardBody,
  StyledCardFrame,
  StyledCardHead,
  StyledCardName,
  StyledCardText,
} from './bot-card-frame';
import { paths } from '@botdir/contracts';

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textFaint};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface BotCardProps {
  bot: BotView;
  /** Category badges shown before "+N". */
  maxCategories?: number;
  /** Extra badges next to Featured (Trending, New!, a rank...). */
  badges?: ReactNode;
  /** Extra facts in the status line (created date, age...). */
  meta?: ReactNode;
  /** Featured cards show the full description. */
  showFullDescription?: boolean;
  /** Something placed before the avatar, e.g. a rank number. */
  leading?: ReactNode;
}

/** The listing card of a bot: who it is, what it does, and Invite / View. */
export function BotCard({
  bot,
  maxCategories = 2,
  badges,
  meta,
  showFullDescription = false,
  leading,
}: BotCardProps) {
  const description = showFullDescription
    ? bot.description || bot.shortDescription || 'No description provided yet.'
    : bot.shortDescription;

  return (
    <StyledCardFrame aria-label={bot.name}>
      <StyledCardHead>
        {leading}
        <Avatar src={bot.avatar} name={bot.name} alt="" size={56} />
        <div>
          <StyledCardName to={paths.bot(bot)}>{bot.name}</StyledCardName>
          <StyledBadges>
            {bot.isFeatured && <StatusBadge status="featured" />}
            {badges}
          </StyledBadges>
        </div>
      </StyledCardHead>
      <StyledCardBody>
        <StyledCardText $clamp={showFullDescription ? 8 : 3} $keepLines={showFullDescription}>
          {description}
        </StyledCardText>
        <CategoryBadges ids={bot.categories} max={maxCategories} />
        <StyledMeta>
          <RatingLabel rating={bot.rating} count={bot.ratingCount} />
          <OnlineStatus isOnline={bot.isOnline} />
          <ServerCountLabel bot={bot} />
          <VoteCountLabel bot={bot} />
          {meta}
        </StyledMeta>
      </StyledCardBody>
      <BotCardActions bot={bot} />
    </StyledCardFrame>
  );
}
