import { AlertTriangle, Hourglass, RotateCw } from 'lucide-react';
import { ApiError } from '@/lib/api-client';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { useRetryCountdown } from './use-retry-countdown';

/** When a 429 came without Retry-After: the rate limits are per minute. */
const DEFAULT_WAIT_SECONDS = 30;

interface LoadErrorProps {
  error: unknown;
  /** Loads again (SWR's mutate); offered as a button, and run by itself after a 429's wait. */
  onRetry: () => unknown;
  /** What failed to load, for the title: "this list" by default. */
  what?: string;
  titleAs?: 'h1' | 'h2' | 'h3';
}

function RateLimited({ seconds, onRetry, titleAs }: { seconds: number } & LoadErrorProps) {
  const left = useRetryCountdown(seconds, () => void onRetry());
  return (
    <EmptyState
      icon={<Hourglass />}
      title="Too many requests"
      titleAs={titleAs}
      action={
        <Button variant="secondary" onClick={() => void onRetry()}>
          <RotateCw size={16} aria-hidden="true" />
          Retry now
        </Button>
      }
    >
      <p role="status" data-testid="rate-limited">
        Too many requests, retrying in {left ?? seconds} s.
      </p>
    </EmptyState>
  );
}

/** What went wrong in plain words: offline, refused (the server's own words), or our fault. */
function whatHappened(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return 'The site could not be reached. Check your connection, then retry.';
  }
  if (error.status < 500 && error.serverMessage) return error.serverMessage;
  return 'Something went wrong on our side. Retry in a moment.';
}

/**
 * A read that failed, said plainly, with a Retry button. A 429 is its own state: it waits for the
 * server's Retry-After, counting down, then loads again by itself.
 */
export function LoadError(props: LoadErrorProps) {
  const { error, onRetry, what = 'this list', titleAs } = props;
  if (error instanceof ApiError && error.status === 429) {
    return <RateLimited {...props} seconds={error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS} />;
  }
  return (
    <EmptyState
      icon={<AlertTriangle />}
      title={`Could not load ${what}`}
      titleAs={titleAs}
      action={
        <Button variant="secondary" onClick={() => void onRetry()}>
          <RotateCw size={16} aria-hidden="true" />
          Retry
        </Button>
      }
    >
      {whatHappened(error)}
    </EmptyState>
  );
}
