import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import type { BotAnalyticsDay } from '@botdir/contracts';

const SERIES = [
  { key: 'views', name: 'Page views', color: 'primary' },
  { key: 'inviteClicks', name: 'Invite clicks', color: 'success' },
  { key: 'votes', name: 'Votes', color: 'warning' },
  { key: 'ratings', name: 'Ratings', color: 'danger' },
] as const;

/** The owner's daily lines, plus server count on its own axis. Loaded lazily (recharts). */
export default function BotAnalyticsChart({ series }: { series: BotAnalyticsDay[] }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={220}>
      <LineChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
        <XAxis
          dataKey="day"
          tick={{ fill: theme.colors.textFaint, fontSize: 11 }}
          minTickGap={24}
        />
        <YAxis yAxisId="counts" allowDecimals={false} tick={{ fill: theme.colors.textFaint }} />
        <YAxis yAxisId="servers" orientation="right" hide />
        <Tooltip contentStyle={{ background: theme.colors.surfaceRaised, border: 'none' }} />
        <Legend />
        {SERIES.map((line) => (
          <Line
            key={line.key}
            yAxisId="counts"
            type="monotone"
            dataKey={line.key}
            name={line.name}
            stroke={theme.colors[line.color]}
            dot={false}
            isAnimationActive={false}
          />
        ))}
        <Line
          yAxisId="servers"
          type="stepAfter"
          dataKey="serverCount"
          name="Servers"
          stroke={theme.colors.textMuted}
          strokeDasharray="4 2"
          dot={false}
          connectNulls
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
