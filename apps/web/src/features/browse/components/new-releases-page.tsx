import styled from 'styled-components';
import { Clock, Flame, Rocket } from 'lucide-react';
import type { BotView } from '@botdir/contracts';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { isUnderADay, relativeAge } from '@/lib/format';
import { useBots } from '@/lib/api/get-bots';
import { BotCard } from '@/components/bots/bot-card';
import { BotGrid } from '@/components/bots/bot-grid';
import { PageSection } from '@/components/ui/page-section';

/** Spec /new-releases: 30-day window, 24-hour "hot" window. */
const RELEASE_WINDOW_DAYS = 30;

const StyledAge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

function ReleaseCard({ bot }: { bot: BotView }) {
  return (
    <BotCard
      bot={bot}
      badges={
        isUnderADay(bot.createdAt) && (
          <Badge $tone="success" $solid>
            New!
          </Badge>
        )
      }
      meta={
        <StyledAge>
          <Clock size={12} aria-hidden="true" />
          {relativeAge(bot.createdAt)}
        </StyledAge>
      }
    />
  );
}

export function NewReleasesPage() {
  const { data, error, isLoading, mutate } = useBots({
    days: RELEASE_WINDOW_DAYS,
    sort: 'newest',
    limit: 100,
  });
  const bots = data?.items;
  const hot = bots?.filter((bot) => isUnderADay(bot.createdAt)) ?? [];
  // Bots shown under Hot Off the Press are not repeated below.
  const recent = bots?.filter((bot) => !isUnderADay(bot.createdAt));
  const showRecent = !bots || bots.length === 0 || (recent?.length ?? 0) > 0;
  const total = data?.total ?? 0;
  const renderBot = (bot: BotView) => <ReleaseCard key={bot.id} bot={bot} />;

  return (
    <PageContainer>
      <PageHeader>
        <PageTitle>
          <Rocket size={30} aria-hidden="true" />
          New Releases
          {/* Always there, so the title does not grow (or wrap) when the count arrives. */}
          <Badge
            $tone="primary"
            aria-label={data ? `${total} new bots` : undefined}
            aria-hidden={data ? undefined : true}
          >
            {data ? total : '…'}
          </Badge>
        </PageTitle>
        <PageSubtitle>The latest bots added to the directory in the last 30 days.</PageSubtitle>
      </PageHeader>
      {hot.length > 0 && (
        <PageSection
          title="Hot Off the Press"
          intro="Published in the last 24 hours"
          icon={<Flame size={22} aria-hidden="true" />}
        >
          <BotGrid
            bots={hot}
            isLoading={false}
            placeholders={0}
            empty={null}
            renderBot={renderBot}
          />
        </PageSection>
      )}
      {showRecent && (
        <PageSection
          title="Recent Releases"
          intro="Published in the last 30 days"
          icon={<Clock size={22} aria-hidden="true" />}
        >
          <BotGrid
            bots={recent}
            isLoading={isLoading}
            error={error}
            onRetry={() => mutate()}
            placeholders={6}
            empty={
              <EmptyState icon={<Rocket />}>
                No new bots have been released in the last 30 days. Check back soon for the latest
                Discord bot releases!
              </EmptyState>
            }
            renderBot={renderBot}
          />
        </PageSection>
      )}
    </PageContainer>
  );
}
