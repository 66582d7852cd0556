/** `{botId}-{authorId}-{n}`: the author's n-th review of the bot (n counts deleted ones). */
export const reviewIdOf = (botId: number, authorId: string, n: number): string =>
  `${botId}-${authorId}-${n}`;

/** The bot and author of a review id, or null when it is not one. */
export function parseReviewId(reviewId: string): { botId: number; authorId: string } | null {
  const match = /^(\d{1,16})-(\d{1,20})-(\d{1,6})$/.exec(reviewId);
  if (!match?.[1] || !match[2]) return null;
  return { botId: Number(match[1]), authorId: match[2] };
}
