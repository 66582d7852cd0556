import { apiSend } from '@/lib/api-client';
import { botKeys } from '@/lib/query-keys/bot-keys';
import { submissionKeys } from '@/lib/query-keys/submission-keys';
import { refreshCachedLists } from '@/lib/refresh-cached-lists';

/**
 * PUT /api/admin/bots/:id/featured. The staff lists carry the Featured flag and are read again;
 * the bot lists that show the badge are dropped. Categories and counts do not change.
 */
export async function setBotFeatured(botId: number, featured: boolean): Promise<void> {
  await apiSend('PUT', `/api/admin/bots/${botId}/featured`, { featured });
  await refreshCachedLists([submissionKeys.review()], [botKeys.all]);
}
