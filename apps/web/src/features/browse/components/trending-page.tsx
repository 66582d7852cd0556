import styled from 'styled-components';
import { Crown, TrendingUp } from 'lucide-react';
import type { BotView, TrendingBotView, TrendingSignal, TrendingWindow } from '@botdir/contracts';
import { Badge } from '@/components/ui/badge';
import { PageContainer, PageHeader, PageSubtitle, PageTitle } from '@/components/ui/page';
import { formatDate } from '@/lib/format';
import { BotCard } from '@/components/bots/bot-card';
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

const TOP_COUNT = 3;

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

interface TrendingCardProps {
  bot: BotView | TrendingBotView;
  rank: number;
  by: TrendingSignal;
}

function TrendingCard({ bot, rank, by }: TrendingCardProps) {
  const votes = by === 'votes' && 'trendingScore' in bot ? bot.trendingScore : null;
  return (
    <BotCard
      bot={bot}
      badges={
        <>
          <Badge $tone={rank <= TOP_COUNT ? 'warning' : 'neutral'} $solid={rank <= TOP_COUNT}>
            {rank <= TOP_COUNT && <Crown aria-hidden="true" />}#{rank}
          </Badge>
          <Badge $tone="primary">
            <TrendingUp aria-hidden="true" />
            Trending
          </Badge>
        </>
      }
      meta={
        <span>
          {votes === null
            ? `Added ${formatDate(bot.createdAt)}`
            : `${votes} ${votes === 1 ? 'vote' : 'votes'} in this period`}
        </span>
      }
    />
  );
}

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
      <PageSection title="Top Trending" icon={<Crown size={22} aria-hidden="true" />}>
        <BotGrid
          bots={top}
          isLoading={isLoading}
          error={error}
          onRetry={retry}
          placeholders={3}
          empty={<NoTrendingBots />}
          renderBot={(bot, index) => (
            <TrendingCard key={bot.id} bot={bot} rank={index + 1} by={by} />
          )}
        />
      </PageSection>
      {rest.length > 0 && (
        <PageSection title="More Trending Bots" icon={<TrendingUp size={22} aria-hidden="true" />}>
          <BotGrid
            bots={rest}
            isLoading={false}
            placeholders={0}
            empty={null}
            renderBot={(bot, index) => (
              <TrendingCard key={bot.id} bot={bot} rank={index + TOP_COUNT + 1} by={by} />
            )}
          />
        </PageSection>
      )}
    </PageContainer>
  );
}
