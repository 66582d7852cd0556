import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Award, ExternalLink, Eye } from 'lucide-react';
import type { BotView } from '@botdir/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ButtonAnchor, ButtonLink } from '@/components/ui/button';
import { botHref, inviteHref } from '@/lib/bot-links';
import { CategoryBadges } from './category-badges';
import { OnlineStatus } from './online-status';
import { RatingLabel } from './rating-label';
import { ServerCountLabel, VoteCountLabel } from './bot-reach';
import { StyledCardBody, StyledCardFrame, StyledCardHead, StyledCardText } from './bot-card-frame';
import { tapTarget } from '../ui/tap-target';

const StyledName = styled(Link)`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  ${tapTarget}
  &:hover {
    text-decoration: underline;
  }
`;

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

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
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
  inviteLabel?: string;
  viewLabel?: string;
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
  inviteLabel = 'Invite',
  viewLabel = 'View',
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
          <StyledName to={botHref(bot.id)}>{bot.name}</StyledName>
          <StyledBadges>
            {bot.isFeatured && (
              <Badge $tone="featured">
                <Award aria-hidden="true" />
                Featured
              </Badge>
            )}
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
      <StyledActions>
        <ButtonAnchor
          href={inviteHref(bot.id)}
          external
          size="sm"
          aria-label={`${inviteLabel} ${bot.name}`}
        >
          <ExternalLink size={14} aria-hidden="true" />
          {inviteLabel}
          {/* Link text that names the bot, for crawlers that read text rather than labels. */}
          <span className="visually-hidden"> {bot.name}</span>
        </ButtonAnchor>
        <ButtonLink
          to={botHref(bot.id)}
          variant="secondary"
          size="sm"
          aria-label={`${viewLabel} ${bot.name}`}
        >
          <Eye size={14} aria-hidden="true" />
          {viewLabel}
          <span className="visually-hidden"> {bot.name}</span>
        </ButtonLink>
      </StyledActions>
    </StyledCardFrame>
  );
}
