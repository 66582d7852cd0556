import { apiSend } from '@/lib/api-client';
import { revalidateAfterReview } from './revalidate-after-review';

/** PUT /api/admin/bots/:id/featured; every list that shows the Featured badge is refreshed. */
export async function setBotFeatured(botId: number, featured: boolean): Promise<void> {
  await apiSend('PUT', `/api/admin/bots/${botId}/featured`, { featured });
  await revalidateAfterReview();
}
