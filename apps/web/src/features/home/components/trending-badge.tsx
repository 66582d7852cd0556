import { Flame, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Ranks 1-3 are HOT, the rest TRENDING (spec /). */
export function TrendingBadge({ rank }: { rank: number }) {
  return rank <= 3 ? (
    <Badge $tone="hot" $solid>
      <Flame aria-hidden="true" />
      HOT
    </Badge>
  ) : (
    <Badge $tone="primary">
      <TrendingUp aria-hidden="true" />
      TRENDING
    </Badge>
  );
}
