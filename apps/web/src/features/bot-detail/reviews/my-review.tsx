import { useState, type FormEvent } from 'react';
import type { ReviewView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { useAction } from '@/lib/use-action';
import { deleteReview, postReview, useMyReview } from './reviews-api';
import { StarsPicker, StarsText, StyledActions, StyledReview } from './review-parts';

/** The caller's own review: shown as "Your review" (after any reload), or the form to write it. */
export function MyReview({ botId }: { botId: number }) {
  const { data, isLoading } = useMyReview(botId);
  const [editing, setEditing] = useState(false);
  const { isPending, run } = useAction();
  if (isLoading || !data) return null;
  const review = data.review;

  const handleDelete = () =>
    run(() => deleteReview(botId), {
      success: { title: 'Review deleted' },
      failure: 'Delete failed',
    });

  if (review && !editing) {
    return (
      <StyledReview aria-label="Your review">
        <h3>Your review</h3>
        <StarsText stars={review.stars} />
        {review.hidden && <p>Staff hid this review; only you see it.</p>}
        <p>{review.text || '(stars only)'}</p>
        <StyledActions>
          {!review.hidden && (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Edit review
            </Button>
          )}
          <Button variant="danger" size="sm" disabled={isPending} onClick={handleDelete}>
            Delete review
          </Button>
        </StyledActions>
      </StyledReview>
    );
  }
  return <ReviewForm botId={botId} current={review} onDone={() => setEditing(false)} />;
}

interface ReviewFormProps {
  botId: number;
  current: ReviewView | null;
  onDone: () => void;
}

function ReviewForm({ botId, current, onDone }: ReviewFormProps) {
  const [stars, setStars] = useState(current?.stars ?? 0);
  const [text, setText] = useState(current?.text ?? '');
  const { isPending, run } = useAction();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() => postReview(botId, stars, text), {
      success: { title: current ? 'Review saved' : 'Thanks for your review!' },
      failure: 'Review not saved',
    });
    if (saved) onDone();
  };

  return (
    <form onSubmit={handleSubmit} aria-label="Write a review">
      <StarsPicker value={stars} onChange={setStars} />
      <TextArea
        id={`review-text-${botId}`}
        name="text"
        label="Your review"
        hint="10 to 2,000 characters."
        required
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <StyledActions>
        <Button type="submit" disabled={isPending || stars === 0}>
          {current ? 'Save review' : 'Post review'}
        </Button>
        {current && (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </StyledActions>
    </form>
  );
}
