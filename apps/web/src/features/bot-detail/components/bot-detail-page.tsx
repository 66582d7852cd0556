import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { NearViewport } from '@/components/ui/near-viewport';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle, SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { LoadError } from '@/components/ui/load-error';
import { useBot } from '@/lib/api/get-bot';
import { useAuthUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { recordPageView } from '../api/record-page-view';
import { BotAboutCard } from './bot-about-card';
import { BotDetailHeader } from './bot-detail-header';
import { BotDetailSkeleton } from './bot-detail-skeleton';
import { BotSideCards } from './bot-side-cards';
import { BotExtraTabs } from './bot-extra-tabs';
import { BotStatusBanner } from './bot-status-banner';
import { BotBanner, BotShowcase } from './bot-showcase';
import { canonicalBotRef, developsBot, pageTitle, parseBotRef, paths } from '@botdir/contracts';

// Staff tools bring the form library; it loads for staff only, not with every bot page.
const StaffBotTools = lazy(() =>
  import('./staff-bot-tools').then((module) => ({ default: module.StaffBotTools })),
);

// Reviews bring their forms; they load after the page's first view.
const ReviewsSection = lazy(() =>
  import('../reviews/reviews-section').then((module) => ({ default: module.ReviewsSection })),
);

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  margin-top: ${({ theme }) => theme.space.xl};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/**
 * The route names a bot by its slug, its id or its Discord application id (kept as text: it passes
 * 2^53); the server redirects all but the canonical one, this is for links followed inside the app.
 */
export function parseRef(raw: string | undefined): number | string | null {
  const ref = raw === undefined ? null : parseBotRef(raw);
  if (ref === null) return null;
  if (ref.kind === 'id') return ref.id;
  return ref.kind === 'application' ? ref.applicationId : ref.slug;
}

function Problem({ title, text, icon }: { title: string; text?: string; icon: ReactNode }) {
  return (
    <PageContainer>
      <EmptyState
        icon={icon}
        title={title}
        titleAs="h1"
        action={<ButtonLink to={paths.browse()}>Browse Bots</ButtonLink>}
      >
        {text}
      </EmptyState>
    </PageContainer>
  );
}

export function BotDetailPage() {
  const { id: rawId } = useParams();
  const id = parseRef(rawId);
  const { data: bot, error, isLoading, mutate } = useBot(id);
  const { user } = useAuthUser();
  const viewedId = bot?.id;
  const navigate = useNavigate();
  const live = bot && bot.status === 'live' ? bot : null;
  const canonicalRef = live ? canonicalBotRef(live) : null;
  const canonicalPath = live ? paths.bot(live) : null;
  useEffect(() => {
    // Same rule as the server's 301: a live bot is shown at its canonical address only.
    if (canonicalPath && rawId !== canonicalRef) navigate(canonicalPath, { replace: true });
  }, [canonicalPath, canonicalRef, rawId, navigate]);
  useDocumentTitle(
    pageTitle(bot ? `${bot.name}: Discord Bot` : isLoading ? 'Discord Bot' : 'Page Not Found'),
  );
  useEffect(() => {
    if (viewedId !== undefined) recordPageView(viewedId);
  }, [viewedId]);

  if (id === null) {
    return (
      <Problem
        title="Page Not Found"
        text="This address does not point to a bot. Check the link, or search for the bot by name."
        icon={<AlertTriangle />}
      />
    );
  }
  if (isLoading) return <BotDetailSkeleton />;
  // Only a 404 means the bot is not there; a refusal or an outage says so and offers a retry.
  if (error && !(error instanceof ApiError && error.status === 404)) {
    return (
      <PageContainer>
        <LoadError error={error} onRetry={() => mutate()} what="this bot" titleAs="h1" />
      </PageContainer>
    );
  }
  if (error || !bot) {
    return (
      <Problem
        title="Bot Not Found"
        text="The bot you're looking for doesn't exist or has been removed."
        icon={<SearchX />}
      />
    );
  }

  // Staff read a staff wording on someone else's bot; on their own, the owner's.
  const staffView = Boolean(user?.isStaff) && !developsBot(bot, user?.id);
  return (
    <PageContainer>
      <BotStatusBanner status={bot.status} reader={staffView ? 'staff' : 'owner'} />
      {user?.isStaff && (
        <Suspense fallback={null}>
          <StaffBotTools bot={bot} />
        </Suspense>
      )}
      <BotBanner bot={bot} />
      <BotDetailHeader bot={bot} />
      <StyledLayout>
        <BotAboutCard bot={bot} imagesOf={bot.status === 'live' ? bot.id : undefined} />
        <BotSideCards bot={bot} />
      </StyledLayout>
      <BotShowcase bot={bot} />
      <BotExtraTabs botId={bot.id} />
      {/* Last: when the reviews arrive, nothing above them moves. */}
      <NearViewport id="reviews">
        <Suspense fallback={null}>
          <ReviewsSection
            botId={bot.id}
            ownerIds={[bot.submitterId, ...bot.coOwnerIds]}
            isLive={bot.status === 'live'}
          />
        </Suspense>
      </NearViewport>
    </PageContainer>
  );
}
