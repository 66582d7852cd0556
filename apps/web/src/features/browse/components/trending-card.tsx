import { Crown, TrendingUp } from 'lucide-react';
import type { BotView, TrendingBotView, TrendingSignal, TrendingWindow } from '@botdir/contracts';
import { Badge } from '@/components/ui/badge';
import { BotCard } from '@/components/bots/bot-card';
import { formatDate } from '@/lib/format';

/** Ranks up to this one wear a crown, under Top Trending. */
export const TOP_COUNT = 3;

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
export function TrendingCard({ bot, rank, by, window }: TrendingCardProps) {
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
