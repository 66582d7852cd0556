import { useState, type FormEvent } from 'react';
import type { ReviewView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useAction } from '@/lib/use-action';
import { flagReview, markHelpful, replyToReview } from './reviews-api';
import { StarsText, StyledActions, StyledReview } from './review-parts';

export interface Viewer {
  id: string;
  isOwner: boolean;
}

/** One listed review with what the viewer may do: reply (owners), mark helpful, flag. */
export function ReviewItem({ review, viewer }: { review: ReviewView; viewer: Viewer | null }) {
  const { botId, reviewId } = review;
  const { isPending, run } = useAction();
  const [mode, setMode] = useState<'reading' | 'replying' | 'flagging'>('reading');
  const [draft, setDraft] = useState('');
  const isAuthor = viewer?.id === review.authorId;

  const handleHelpful = () =>
    run(() => markHelpful(botId, reviewId), {
      success: { title: 'Marked helpful' },
      failure: 'Not marked',
    });
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(
      () =>
        mode === 'replying'
          ? replyToReview(botId, reviewId, draft)
          : flagReview(botId, reviewId, draft),
      {
        success: { title: mode === 'replying' ? 'Reply posted' : 'Review flagged for staff' },
        failure: 'Not sent',
      },
    );
    if (done) setMode('reading');
  };

  return (
    <StyledReview aria-label={`Review by ${review.authorName || 'a user'}`}>
      <h3>{review.authorName || 'A user'}</h3>
      <StarsText stars={review.stars} />
      {review.text && <p>{review.text}</p>}
      {review.helpfulCount > 0 && <small>{review.helpfulCount} found this helpful</small>}
      {review.reply && (
        <p>
          <strong>Reply from the developer:</strong> {review.reply.text}
        </p>
      )}
      {viewer && !isAuthor && mode === 'reading' && (
        <StyledActions>
          {viewer.isOwner && (
            <Button size="sm" variant="secondary" onClick={() => setMode('replying')}>
              {review.reply ? 'Edit reply' : 'Reply'}
            </Button>
          )}
          <Button size="sm" variant="ghost" disabled={isPending} onClick={handleHelpful}>
            Helpful
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('flagging')}>
            Flag
          </Button>
        </StyledActions>
      )}
      {mode !== 'reading' && (
        <form onSubmit={handleSubmit} aria-label={mode === 'replying' ? 'Reply' : 'Flag review'}>
          {mode === 'replying' ? (
            <TextArea
              id={`reply-${reviewId}`}
              name="reply"
              label="Your reply"
              required
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          ) : (
            <TextField
              id={`flag-${reviewId}`}
              name="reason"
              label="Reason"
              required
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
          <StyledActions>
            <Button type="submit" size="sm" disabled={isPending}>
              {mode === 'replying' ? 'Post reply' : 'Send flag'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('reading')}>
              Cancel
            </Button>
          </StyledActions>
        </form>
      )}
    </StyledReview>
  );
}
