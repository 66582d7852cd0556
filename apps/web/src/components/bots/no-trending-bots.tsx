import { TrendingUp } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** The empty state of every trending list (home section and /trending). */
export function NoTrendingBots() {
  return (
    <EmptyState icon={<TrendingUp />}>
      No trending bots available right now. Check back soon as new bots are added and gain
      popularity!
    </EmptyState>
  );
}
