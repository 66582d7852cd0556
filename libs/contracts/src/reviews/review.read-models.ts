/** One review as the bot page lists it. */
export interface ReviewView {
  reviewId: string;
  botId: number;
  authorId: string;
  authorName: string;
  stars: number;
  /** Empty for a bare rating. */
  text: string;
  createdAt: string;
  editedAt: string | null;
  helpfulCount: number;
  reply: { text: string; at: string } | null;
  hidden: boolean;
  flagCount: number;
}

/** A flagged review as staff see it in the Reports tab. */
export interface FlaggedReviewView extends ReviewView {
  flagReasons: string[];
}

export type ReviewSort = 'newest' | 'helpful';
export const REVIEW_SORTS: readonly ReviewSort[] = ['newest', 'helpful'];

/** GET /api/bots/:id/reviews: one page of the bot's visible reviews. */
export interface ReviewPage {
  reviews: ReviewView[];
  page: number;
  pageSize: number;
  total: number;
}

/** "4.3 ★ from 13 reviews": `rating` is tenths of a star, as on bot views. */
export function ratingText(rating: number, ratingCount: number): string {
  if (ratingCount === 0) return 'No reviews yet';
  const noun = ratingCount === 1 ? 'review' : 'reviews';
  return `${(rating / 10).toFixed(1)} ★ from ${ratingCount} ${noun}`;
}
