import { useState } from 'react';
import styled from 'styled-components';
import { ExternalLink, Eye } from 'lucide-react';
import type { BotPageView } from '@botdir/contracts';
import { Avatar } from '@/components/ui/avatar';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button, ButtonAnchor } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/ui/page';
import { inviteHref } from '@/lib/bot-links';
import { BotPreviewDialog } from './bot-preview-dialog';
import { ShareBotButton } from './share-bot-button';
import { BotVoteButton } from '../vote/bot-vote-button';
import { CategoryBadges } from '@/components/bots/category-badges';
import { StyledDot } from '@/components/bots/online-status';
import { RatingLabel } from '@/components/bots/rating-label';

const StyledHeader = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: row;
    align-items: center;
  }
`;

const StyledAvatarWrap = styled.div`
  position: relative;
  align-self: flex-start;
  ${StyledDot} {
    position: absolute;
    right: 4px;
    bottom: 4px;
    width: 20px;
    height: 20px;
    border: 3px solid ${({ theme }) => theme.colors.surface};
  }
`;

/** Beside the buttons the text keeps 14rem at least: the buttons wrap first. */
const StyledInfo = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: min(100%, 14rem);
`;

const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Invite only on a public bot: a pending or rejected one has no live invite to offer. */
export function BotDetailHeader({ bot }: { bot: BotPageView }) {
  const [previewOpen, setPreviewOpen] = useState(false);

  return (
    <StyledHeader as="header">
      <StyledAvatarWrap>
        <Avatar src={bot.avatar} name={bot.name} alt={`${bot.name} avatar`} size={96} eager />
        <StyledDot
          $online={bot.isOnline}
          role="img"
          aria-label={bot.isOnline ? 'Online' : 'Offline'}
          title={bot.isOnline ? 'Online' : 'Offline'}
        />
      </StyledAvatarWrap>
      <StyledInfo>
        <PageTitle>
          {bot.name}
          {bot.isFeatured && <StatusBadge status="featured" />}
        </PageTitle>
        <StyledLead>{bot.shortDescription}</StyledLead>
        <CategoryBadges ids={bot.categories} />
        <RatingLabel rating={bot.rating} count={bot.ratingCount} />
      </StyledInfo>
      <StyledActions>
        {bot.status === 'live' && (
          <ButtonAnchor href={inviteHref(bot.id)} external size="lg">
            <ExternalLink size={18} aria-hidden="true" />
            Invite Bot
          </ButtonAnchor>
        )}
        <BotVoteButton bot={bot} />
        {bot.status === 'live' && <ShareBotButton bot={bot} />}
        <Button variant="secondary" size="lg" onClick={() => setPreviewOpen(true)}>
          <Eye size={18} aria-hidden="true" />
          Preview
        </Button>
      </StyledActions>
      <BotPreviewDialog bot={bot} open={previewOpen} onClose={() => setPreviewOpen(false)} />
    </StyledHeader>
  );
}
