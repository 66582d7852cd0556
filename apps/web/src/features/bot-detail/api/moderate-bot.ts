import type { BotData } from '@botdir/contracts';
import type { ModerationAction } from '@/components/moderation/moderate-bot-dialog';
import { apiSend } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';
import { reportKeys } from '@/lib/query-keys/report-keys';
import { statsKeys } from '@/lib/query-keys/stats-keys';
import { submissionKeys } from '@/lib/query-keys/submission-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

/** The bot's page is refetched in place; every list it may (no longer) be on is dropped. */
const refreshAfterModeration = (botId: number) =>
  refreshCachedLists(
    [botKeys.detail(botId)],
    [botKeys.all, statsKeys.all, submissionKeys.all, reportKeys.all],
  );

/**
 * POST /api/admin/bots/:id/unlist or /relist, staff only, with the reason the owner reads; an
 * unlisting may carry canned reasons (`reasonIds`) with or instead of the text.
 */
export async function moderateBot(
  botId: number,
  action: ModerationAction,
  reason: string,
  reasonIds: string[] = [],
): Promise<void> {
  const body = reasonIds.length > 0 ? { reasonIds, ...(reason ? { reason } : {}) } : { reason };
  await apiSend('POST', `/api/admin/bots/${botId}/${action}`, body);
  await refreshAfterModeration(botId);
}

/** PUT /api/bots/:id by staff: the whole listing, as the owner's edit sends it. */
export async function editBotAsStaff(botId: number, botData: BotData): Promise<void> {
  await apiSend('PUT', `/api/bots/${botId}`, { botData });
  await refreshAfterModeration(botId);
}
