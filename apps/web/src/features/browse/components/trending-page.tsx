import styled from 'styled-components';
import { Crown, Sparkles, TrendingUp } from 'lucide-react';
import type { TrendingSignal, TrendingWindow } from '@botdir/contracts';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { BotGrid } from '@/components/bots/bot-grid';
import { PageSection } from '@/components/ui/page-section';
import { TRENDING_WINDOWS, TrendingWindowPicker } from '@/components/bots/trending-window-picker';
import {
  TRENDING_SIGNAL_CHOICES,
  TrendingSignalPicker,
} from '@/components/bots/trending-signal-picker';
import { useUrlChoice } from '@/lib/use-url-choice';
import { NoTrendingBots } from '@/components/bots/no-trending-bots';
import { useTrendingOrRecent } from './use-trending-or-recent';
import { TOP_COUNT, TrendingCard } from './trending-card';

const StyledPickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const LEADS: Record<TrendingSignal, { trending: string; fallback: string }> = {
  invites: {
    trending: 'The bots communities are inviting the most.',
    fallback: 'Nothing is trending yet, so here are the newest bots from the last 7 days.',
  },
  votes: {
    trending: 'The bots with the most votes.',
    fallback: 'No votes in this period yet, so here are the newest bots from the last 7 days.',
  },
};

const StyledHeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

export function TrendingPage() {
  const [window, setWindow] = useUrlChoice<TrendingWindow>('window', TRENDING_WINDOWS);
  const [by, setBy] = useUrlChoice<TrendingSignal>('by', TRENDING_SIGNAL_CHOICES);
  const { bots, isFallback, isLoading, error, retry } = useTrendingOrRecent(window, by);
  const top = bots?.slice(0, TOP_COUNT);
  const rest = bots?.slice(TOP_COUNT) ?? [];

  return (
    <PageContainer>
      <PageHeader>
        <StyledHeaderRow>
          <div>
            <PageTitle>
              <TrendingUp size={30} aria-hidden="true" />
              Trending Bots
            </PageTitle>
            <PageSubtitle>{isFallback ? LEADS[by].fallback : LEADS[by].trending}</PageSubtitle>
          </div>
          <StyledPickers>
            <TrendingSignalPicker value={by} onChange={setBy} />
            <TrendingWindowPicker value={window} onChange={setWindow} />
          </StyledPickers>
        </StyledHeaderRow>
      </PageHeader>
      {isFallback ? (
        <PageSection
          title="New in the Last 7 Days"
          icon={<Sparkles size={22} aria-hidden="true" />}
        >
          <BotGrid
            bots={bots}
            isLoading={isLoading}
            error={error}
            onRetry={retry}
            placeholders={3}
            empty={<NoTrendingBots />}
            renderBot={(bot) => (
              <TrendingCard key={bot.id} bot={bot} rank={null} by={by} window={window} />
            )}
          />
        </PageSection>
      ) : (
        <PageSection title="Top Trending" icon={<Crown size={22} aria-hidden="true" />}>
          <BotGrid
            bots={top}
            isLoading={isLoading}
            error={error}
            onRetry={retry}
            placeholders={3}
            empty={<NoTrendingBots />}
            renderBot={(bot, index) => (
              <TrendingCard key={bot.id} bot={bot} rank={index + 1} by={by} window={window} />
            )}
          />
        </PageSection>
      )}
      {!isFallback && rest.length > 0 && (
        <PageSection title="More Trending Bots" icon={<TrendingUp size={22} aria-hidden="true" />}>
          <BotGrid
            bots={rest}
            isLoading={false}
            placeholders={0}
            empty={null}
            renderBot={(bot, index) => (
              <TrendingCard
                key={bot.id}
                bot={bot}
                rank={index + TOP_COUNT + 1}
                by={by}
                window={window}
              />
            )}
          />
        </PageSection>
      )}
    </PageContainer>
  );
}
