import styled from 'styled-components';
import { Code2, Globe, Info, LifeBuoy, Link2, User } from 'lucide-react';
import { Link } from 'react-router-dom';
import { developsBot, paths, type BotPageView } from '@botdir/contracts';
import { useAuthUser } from '@/lib/auth';
import { Card, CardTitle } from '@/components/ui/card';
import { formatDate, formatRatingSummary } from '@/lib/format';
import { BotPermissionsCard } from './bot-permissions-card';
import { ServerCountLabel, VoteCountLabel } from '@/components/bots/bot-reach';
import { OnlineStatus } from '@/components/bots/online-status';

const StyledAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledOwner = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const StyledLinks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

function ratingFact(bot: BotPageView): string {
  const rating = formatRatingSummary(bot.rating, bot.ratingCount);
  return rating ?? 'No reviews yet';
}

export function BotSideCards({ bot }: { bot: BotPageView }) {
  const { user } = useAuthUser();
  const isOwner = developsBot(bot, user?.id);
  const links = [
    { label: 'Support Server', url: bot.supportServerUrl, icon: LifeBuoy },
    { label: 'Website', url: bot.websiteUrl, icon: Globe },
    { label: 'GitHub', url: bot.githubUrl, icon: Code2 },
  ].filter((link) => Boolean(link.url));

  return (
    <StyledAside>
      <Card as="section" aria-label="Bot Information">
        <CardTitle>
          <Info size={20} aria-hidden="true" />
          Bot Information
        </CardTitle>
        <StyledFacts>
          <dt>Rating</dt>
          <dd>{ratingFact(bot)}</dd>
          <dt>Status</dt>
          <dd>
            <OnlineStatus isOnline={bot.isOnline} />
          </dd>
          <dt>Added</dt>
          <dd>{formatDate(bot.createdAt) ?? 'Unknown'}</dd>
          <dt>Servers</dt>
          <dd data-testid="server-count">
            {bot.statsUpdatedAt === null ? 'Not reported yet' : <ServerCountLabel bot={bot} />}
          </dd>
          <dt>Votes</dt>
          <dd data-testid="vote-count">
            {bot.voteCount === 0 ? 'No votes yet' : <VoteCountLabel bot={bot} />}
          </dd>
        </StyledFacts>
        {bot.status !== 'live' ? (
          <StyledNote>Votes and ratings open once this bot is approved and public.</StyledNote>
        ) : isOwner ? (
          <StyledNote>This is your bot: votes and ratings come from other people.</StyledNote>
        ) : (
          <StyledNote>
            <a href="#reviews">Write a review</a> to rate this bot.
          </StyledNote>
        )}
      </Card>
      <BotPermissionsCard inviteUrl={bot.inviteUrl} />
      <Card as="section" aria-label="Developer">
        <CardTitle>
          <User size={20} aria-hidden="true" />
          Developer
        </CardTitle>
        <StyledOwner>
          {bot.status === 'live' ? (
            <>
              by{' '}
              <Link to={paths.developer(bot.submitterId)}>
                {bot.ownerName || 'their developer'}
              </Link>
            </>
          ) : (
            bot.ownerName || 'Unknown developer'
          )}
        </StyledOwner>
        <StyledNote>
          {isOwner
            ? 'You develop this bot: manage it from your dashboard.'
            : 'Contact the developer for support or feature requests.'}
        </StyledNote>
      </Card>
      <Card as="section" aria-label="Links">
        <CardTitle>
          <Link2 size={20} aria-hidden="true" />
          Links
        </CardTitle>
        {links.length === 0 ? (
          <StyledNote>This bot has no public links yet.</StyledNote>
        ) : (
          <StyledLinks>
            {links.map(({ label, url, icon: Icon }) => (
              <li key={label}>
                <StyledLink href={url ?? undefined} target="_blank" rel="noopener noreferrer">
                  <Icon size={16} aria-hidden="true" />
                  {label}
                </StyledLink>
              </li>
            ))}
          </StyledLinks>
        )}
      </Card>
    </StyledAside>
  );
}
