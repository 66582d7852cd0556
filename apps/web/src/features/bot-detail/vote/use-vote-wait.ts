import { useCallback } from 'react';
import { useRetryCountdown } from '@/components/ui/use-retry-countdown';
import { useMyVote } from '../api/vote-for-bot';

/**
 * The signed-in visitor's seconds until they may vote for this bot again, counting down live
 * (0: now; null: not known, e.g. logged out). At zero the cooldown is read again.
 */
export function useVoteWait(botId: number, signedIn: boolean): number | null {
  const { data, mutate } = useMyVote(botId, signedIn);
  const refresh = useCallback(() => void mutate(), [mutate]);
  const left = useRetryCountdown(data && data.retryAfter > 0 ? data.retryAfter : null, refresh);
  if (!data) return null;
  return data.retryAfter > 0 ? (left ?? data.retryAfter) : 0;
}
