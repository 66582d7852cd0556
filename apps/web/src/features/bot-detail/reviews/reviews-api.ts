import useSWR, { mutate } from 'swr';
import type { ReviewPage, ReviewSort, ReviewView } from '@botdir/contracts';
import { apiGet, apiSend } from '@/lib/api-client';
import { refreshBotPage } from '@/lib/api/get-bot';
import { reviewKeys } from '@/lib/query-keys/review-keys';

const reviewsPath = (botId: number) => `/api/bots/${botId}/reviews`;
const minePath = (botId: number) => `${reviewsPath(botId)}/mine`;

export function useReviewPage(botId: number, sort: ReviewSort, page: number) {
  return useSWR<ReviewPage>(reviewKeys.page(botId, sort, page), () =>
    apiGet<ReviewPage>(`${reviewsPath(botId)}?sort=${sort}&page=${page}`),
  );
}

export function useMyReview(botId: number) {
  return useSWR<{ review: ReviewView | null }>(reviewKeys.mine(botId), () =>
    apiGet<{ review: ReviewView | null }>(minePath(botId)),
  );
}

/** After any change: the pages, the caller's own review and the bot's rating. */
async function refreshReviews(botId: number): Promise<void> {
  const [all, bot] = reviewKeys.bot(botId);
  await mutate((key) => Array.isArray(key) && key[0] === all && key[1] === bot);
  await refreshBotPage(botId);
}

const changing =
  <Args extends unknown[]>(send: (botId: number, ...args: Args) => Promise<unknown>) =>
  async (botId: number, ...args: Args) => {
    await send(botId, ...args);
    await refreshReviews(botId);
  };

export const postReview = changing((botId, stars: number, text: string) =>
  apiSend('PUT', minePath(botId), { stars, text }),
);
export const deleteReview = changing((botId) => apiSend('DELETE', minePath(botId)));
export const replyToReview = changing((botId, reviewId: string, text: string) =>
  apiSend('PUT', `${reviewsPath(botId)}/${reviewId}/reply`, { text }),
);
export const markHelpful = changing((botId, reviewId: string) =>
  apiSend('POST', `${reviewsPath(botId)}/${reviewId}/helpful`, { helpful: true }),
);
export const flagReview = changing((botId, reviewId: string, reason: string) =>
  apiSend('POST', `${reviewsPath(botId)}/${reviewId}/flags`, { reason }),
);
