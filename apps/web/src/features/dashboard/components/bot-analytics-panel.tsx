import { lazy, Suspense, useId } from 'react';
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
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.h3`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
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

interface BotAnalyticsPanelProps {
  botId: number;
  botName: string;
  /** The range shown, or null while closed (the card widens while a chart is open). */
  days: number | null;
  onDaysChange: (days: number | null) => void;
}

/** The owner's charts per bot: 30 or 90 days, opened on demand (again: closed). */
export function BotAnalyticsPanel({ botId, botName, days, onDaysChange }: BotAnalyticsPanelProps) {
  const labelId = useId();
  return (
    <StyledPanel aria-label={`Analytics for ${botName}`}>
      <StyledRanges role="group" aria-labelledby={labelId}>
        <StyledLabel id={labelId}>
          <BarChart3 size={14} aria-hidden="true" />
          Analytics
        </StyledLabel>
        {PLATFORM_LIMITS.analyticsDays.map((range) => (
          <Button
            key={range}
            variant={days === range ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={days === range}
            onClick={() => onDaysChange(days === range ? null : range)}
          >
            {range} days
          </Button>
        ))}
      </StyledRanges>
      {days !== null && <AnalyticsBody botId={botId} days={days} />}
    </StyledPanel>
  );
}
