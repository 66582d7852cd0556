import styled, { useTheme } from 'styled-components';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BotAnalyticsDay } from '@botdir/contracts';

type SeriesKey = 'views' | 'inviteClicks' | 'votes' | 'ratings' | 'serverCount';

const SERIES: readonly {
  key: SeriesKey;
  name: string;
  color: 'primary' | 'success' | 'warning' | 'danger' | 'textMuted';
}[] = [
  { key: 'views', name: 'Page views', color: 'primary' },
  { key: 'inviteClicks', name: 'Invite clicks', color: 'success' },
  { key: 'votes', name: 'Votes', color: 'warning' },
  { key: 'ratings', name: 'Ratings', color: 'danger' },
  { key: 'serverCount', name: 'Servers', color: 'textMuted' },
];

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const StyledFigure = styled.figure`
  margin: 0;
  figcaption {
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * One small chart per series, each on its own scale: a server count in the thousands would flatten
 * the daily counts on a shared axis. Loaded lazily (recharts).
 */
export default function BotAnalyticsChart({ series }: { series: BotAnalyticsDay[] }) {
  const theme = useTheme();
  return (
    <StyledGrid>
      {SERIES.map((line) => {
        const points = series.filter((day) => day[line.key] !== null).length;
        return (
          <StyledFigure key={line.key} data-testid={`analytics-${line.key}`}>
            <figcaption>{line.name}</figcaption>
            <ResponsiveContainer width="100%" height={140}>
              <LineChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
                <XAxis
                  dataKey="day"
                  tick={{ fill: theme.colors.textFaint, fontSize: 11 }}
                  minTickGap={32}
                />
                <YAxis
                  allowDecimals={false}
                  width={48}
                  tick={{ fill: theme.colors.textFaint, fontSize: 11 }}
                />
                <Tooltip
                  contentStyle={{ background: theme.colors.surfaceRaised, border: 'none' }}
                />
                <Line
                  type={line.key === 'serverCount' ? 'stepAfter' : 'monotone'}
                  dataKey={line.key}
                  name={line.name}
                  stroke={theme.colors[line.color]}
                  // A count posted once or twice is a dot, not an invisible line.
                  dot={points <= 2}
                  connectNulls
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </StyledFigure>
        );
      })}
    </StyledGrid>
  );
}
