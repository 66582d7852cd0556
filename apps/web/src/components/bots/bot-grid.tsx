import type { ReactNode } from 'react';
import type { BotView } from '@botdir/contracts';
import { CardGrid } from '@/components/ui/page';
import { BotCardSkeleton } from './bot-card-skeleton';
import { LoadError } from '@/components/ui/load-error';

interface BotGridProps<T extends BotView> {
  bots: T[] | undefined;
  isLoading: boolean;
  error?: unknown;
  /** Loads again after an error (Retry, and by itself after a 429). */
  onRetry?: () => unknown;
  /** How many placeholders to show while loading. */
  placeholders: number;
  columns?: number;
  empty: ReactNode;
  renderBot: (bot: T, index: number) => ReactNode;
}

/** A grid of bots with its loading placeholders, error and empty states. */
export function BotGrid<T extends BotView>({
  bots,
  isLoading,
  error,
  onRetry = () => undefined,
  placeholders,
  columns = 3,
  empty,
  renderBot,
}: BotGridProps<T>) {
  if (isLoading && !bots) {
    return (
      <CardGrid $columns={columns} aria-busy="true" aria-label="Loading bots">
        {Array.from({ length: placeholders }, (_, index) => (
          <BotCardSkeleton key={index} />
        ))}
      </CardGrid>
    );
  }
  if (error && !bots) return <LoadError error={error} onRetry={onRetry} what="these bots" />;
  if (!bots || bots.length === 0) return <>{empty}</>;
  return <CardGrid $columns={columns}>{bots.map(renderBot)}</CardGrid>;
}
