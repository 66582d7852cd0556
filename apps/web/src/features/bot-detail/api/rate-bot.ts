import { apiSend } from '@/lib/api-client';
import { refreshBotPage } from '@/lib/api/get-bot';

export interface RateBotAnswer {
  botId: number;
  stars: number;
}

/** Records the signed-in visitor's 1-5 star vote, then reloads the bot to show the new average. */
export async function rateBot(botId: number, stars: number): Promise<RateBotAnswer> {
  const answer = await apiSend<RateBotAnswer>('POST', `/api/bots/${botId}/rating`, { stars });
  await refreshBotPage(botId);
  return answer;
}
