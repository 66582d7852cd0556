import { useState } from 'react';
import type { ReviewSort } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useAuthUser } from '@/lib/auth';
import { MyReview } from './my-review';
import { ReviewItem } from './review-item';
import { useReviewPage } from './reviews-api';
import { StyledActions } from './review-parts';

interface ReviewsSectionProps {
  botId: number;
  /** The main owner and the co-owners: they reply, and do not review. */
  ownerIds: readonly string[];
  isLive: boolean;
}

/** The bot page's Reviews: the caller's own, then every visible one in pages. */
export function ReviewsSection({ botId, ownerIds, isLive }: ReviewsSectionProps) {
  const { user } = useAuthUser();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const { data } = useReviewPage(botId, sort, page);
  const isOwner = user !== null && ownerIds.includes(user.id);
  const viewer = user ? { id: user.id, isOwner } : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const handleSort = (next: ReviewSort) => {
    setSort(next);
    setPage(1);
  };

  return (
    <Card as="section" aria-label="Reviews">
      <CardTitle>Reviews</CardTitle>
      {user && !isOwner && isLive && <MyReview botId={botId} />}
      <StyledActions role="group" aria-label="Sort reviews">
        <Button
          size="sm"
          variant={sort === 'newest' ? 'primary' : 'ghost'}
          aria-pressed={sort === 'newest'}
          onClick={() => handleSort('newest')}
        >
          Newest
        </Button>
        <Button
          size="sm"
          variant={sort === 'helpful' ? 'primary' : 'ghost'}
          aria-pressed={sort === 'helpful'}
          onClick={() => handleSort('helpful')}
        >
          Most helpful
        </Button>
      </StyledActions>
      {data?.reviews.length === 0 && <p>No reviews yet.</p>}
      {data?.reviews.map((review) => (
        <ReviewItem key={review.reviewId} review={review} viewer={viewer} />
      ))}
      {pages > 1 && (
        <StyledActions aria-label="Review pages">
          <Button size="sm" variant="ghost" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </StyledActions>
      )}
    </Card>
  );
}
