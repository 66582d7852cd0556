import type { BotData } from '@botdir/contracts';
import { apiSend } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';
import { submissionKeys } from '@/lib/query-keys/submission-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

export interface SubmitBotResult {
  submissionId: string;
  botId: number;
  status: 'pending';
}

/** POST /api/bots/submit, then refresh the lists the new submission appears in (spec section 4). */
export async function submitBot(
  botData: BotData & { isFeatured?: boolean },
): Promise<SubmitBotResult> {
  const result = await apiSend<SubmitBotResult>('POST', '/api/bots/submit', { botData });
  await refreshCachedLists([], [submissionKeys.all, botKeys.mine()]);
  return result;
}
