import { useState, type FormEvent } from 'react';
import type { FlaggedReviewView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useAction } from '@/lib/use-action';
import { hideReview, useFlaggedReviews } from '../api/flagged-reviews';

/** Flagged reviews in the Reports tab, each with Hide (a reason its author reads). */
export function FlaggedReviews({ enabled }: { enabled: boolean }) {
  const { data, mutate } = useFlaggedReviews(enabled);
  if (!data) return null;
  return (
    <Card as="section" aria-label="Flagged reviews">
      <CardTitle>Flagged reviews</CardTitle>
      {data.length === 0 && <p>No flagged reviews.</p>}
      {data.map((review) => (
        <FlaggedReview key={review.reviewId} review={review} onHidden={() => void mutate()} />
      ))}
    </Card>
  );
}

function FlaggedReview({ review, onHidden }: { review: FlaggedReviewView; onHidden: () => void }) {
  const [reason, setReason] = useState('');
  const { isPending, run } = useAction();
  const handleHide = async (event: FormEvent) => {
    event.preventDefault();
    const hidden = await run(() => hideReview(review.reviewId, reason), {
      success: { title: 'Review hidden', description: 'Its author is notified.' },
      failure: 'Not hidden',
    });
    if (hidden) onHidden();
  };
  return (
    <form onSubmit={handleHide} aria-label={`Flagged review ${review.reviewId}`}>
      <p>
        <strong>{review.authorName || review.authorId}</strong> on bot {review.botId}:{' '}
        {review.text || '(stars only)'}
      </p>
      <p>
        {review.flagCount} flag{review.flagCount === 1 ? '' : 's'}: {review.flagReasons.join('; ')}
      </p>
      <TextField
        id={`hide-${review.reviewId}`}
        name="reason"
        label="Reason for hiding"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="danger" size="sm" disabled={isPending}>
        Hide review
      </Button>
    </form>
  );
}
