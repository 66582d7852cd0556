import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { canonicalBotRef, developsBot, pageTitle, paths, votePageTitle } from '@botdir/contracts';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageTitle } from '@/components/ui/page';
import { Loading } from '@/components/ui/spinner';
import { useBot } from '@/lib/api/get-bot';
import { useAuthUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { parseRef } from '../components/bot-detail-page';
import { BotVoteButton } from './bot-vote-button';

const StyledCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  justify-items: center;
  max-width: 480px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  text-align: center;
`;

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** `/bot/{ref}/vote`: the page a bot links from its own commands, with one big Vote button. */
export function BotVotePage() {
  const { id: rawId } = useParams();
  const ref = parseRef(rawId);
  const { data: bot, isLoading } = useBot(ref);
  const { user } = useAuthUser();
  const navigate = useNavigate();
  const live = bot?.status === 'live' ? bot : null;
  const canonicalRef = live ? canonicalBotRef(live) : null;
  useEffect(() => {
    // The server's 301 rule: a live bot's vote page sits at its canonical ref.
    if (live && canonicalRef !== rawId) navigate(paths.botVote(live), { replace: true });
  }, [live, canonicalRef, rawId, navigate]);
  useDocumentTitle(
    live ? votePageTitle(live.name) : pageTitle(isLoading ? 'Vote' : 'Page Not Found'),
  );

  if (ref !== null && isLoading) return <Loading label="Loading the bot..." />;
  if (!live) {
    return (
      <PageContainer>
        <EmptyState
          title="Bot Not Found"
          titleAs="h1"
          action={<ButtonLink to={paths.browse()}>Browse Bots</ButtonLink>}
        >
          There is no public bot to vote for at this address.
        </EmptyState>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <StyledCard as="section" aria-label={`Vote for ${live.name}`}>
        <Avatar src={live.avatar} name={live.name} alt={`${live.name} avatar`} size={96} eager />
        <PageTitle>Vote for {live.name}</PageTitle>
        <p>{live.shortDescription}</p>
        {developsBot(live, user?.id) ? (
          <StyledNote>This is your bot: votes come from other people.</StyledNote>
        ) : (
          <BotVoteButton bot={live} size="lg" block loginLabel="Login with Discord to vote" />
        )}
        <StyledNote>
          One vote every 12 hours. Votes cast on Saturday and Sunday (UTC) count double.
        </StyledNote>
        <Link to={paths.bot(live)}>Back to {live.name}</Link>
      </StyledCard>
    </PageContainer>
  );
}
