import { apiSend } from '@/lib/api-client';
import { revalidateUserData } from './revalidate-user-data';

/** PUT /api/bots/:id/slug: the bot moves to `/bot/{slug}`; its old address redirects there. */
export async function changeBotSlug(botId: number, slug: string): Promise<void> {
  await apiSend('PUT', `/api/bots/${botId}/slug`, { slug });
  await revalidateUserData();
}
