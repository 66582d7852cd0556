import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { BarChart3 } from 'lucide-react';
import { PLATFORM_LIMITS } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useBotAnalytics } from '../api/get-bot-analytics';

// recharts loads only when an owner opens a chart: no page's first JavaScript grows.
const BotAnalyticsChart = lazy(() => import('./bot-analytics-chart'));

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledRanges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledTotals = styled.p`
  margin: 0;
`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function AnalyticsBody({ botId, days }: { botId: number; days: number }) {
  const { data, error } = useBotAnalytics(botId, days);
  if (error) return <span>Analytics could not be loaded.</span>;
  if (!data) return <Spinner />;
  const { series } = data;
  const servers = series.at(-1)?.serverCount;
  return (
    <>
      <StyledTotals data-testid="analytics-totals">
        Last {days} days: {sum(series.map((day) => day.views))} views,{' '}
        {sum(series.map((day) => day.inviteClicks))} invite clicks,{' '}
        {sum(series.map((day) => day.votes))} votes, {sum(series.map((day) => day.ratings))} ratings
        {servers !== null && servers !== undefined ? `, ${servers} servers` : ''}.
      </StyledTotals>
      <Suspense fallback={<Spinner />}>
        <BotAnalyticsChart series={series} />
      </Suspense>
    </>
  );
}

/** The owner's chart per bot: 30 or 90 days, opened on demand. */
export function BotAnalyticsPanel({ botId, botName }: { botId: number; botName: string }) {
  const [days, setDays] = useState<number | null>(null);
  return (
    <StyledPanel aria-label={`Analytics for ${botName}`}>
      <StyledRanges>
        {PLATFORM_LIMITS.analyticsDays.map((range) => (
          <Button
            key={range}
            variant={days === range ? 'primary' : 'ghost'}
            size="sm"
            onClick={() => setDays(range)}
          >
            <BarChart3 size={14} aria-hidden="true" />
            {range} days
          </Button>
        ))}
      </StyledRanges>
      {days !== null && <AnalyticsBody botId={botId} days={days} />}
    </StyledPanel>
  );
}
