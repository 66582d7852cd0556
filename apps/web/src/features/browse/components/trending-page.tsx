import styled from 'styled-components';
import { Crown, Sparkles, TrendingUp } from 'lucide-react';
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

const PERIODS: Record<TrendingWindow, string> = {
  week: 'this week',
  month: 'this month',
  all: 'of all time',
};

/** "3 invite clicks this week", "1 vote this month": what a rank stands on. */
function activityText(score: number, by: TrendingSignal, window: TrendingWindow): string {
  const unit = by === 'votes' ? 'vote' : 'invite click';
  return `${score} ${unit}${score === 1 ? '' : 's'} ${PERIODS[window]}`;
}

interface TrendingCardProps {
  bot: BotView | TrendingBotView;
  /** Null for the fallback list: a newest bot has no rank. */
  rank: number | null;
  by: TrendingSignal;
  window: TrendingWindow;
}

/** A rank, crown and Trending badge only with activity in the window behind them. */
function TrendingCard({ bot, rank, by, window }: TrendingCardProps) {
  const score = 'trendingScore' in bot ? bot.trendingScore : 0;
  const ranked = rank !== null && score > 0;
  const added = `Added ${formatDate(bot.createdAt) ?? ''}`;
  return (
    <BotCard
      bot={bot}
      badges={
        ranked && (
          <>
            <Badge $tone={rank <= TOP_COUNT ? 'warning' : 'neutral'} $solid={rank <= TOP_COUNT}>
              {rank <= TOP_COUNT && <Crown aria-hidden="true" />}#{rank}
            </Badge>
            <Badge $tone="primary">
              <TrendingUp aria-hidden="true" />
              Trending
            </Badge>
          </>
        )
      }
      meta={<span>{ranked ? activityText(score, by, window) : added}</span>}
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
