import { checkEvent } from '../common/event-guard';
import { parseReviewId } from './review-ids';
import { reviewFromRating } from './review.upcasters';

describe('reviewFromRating', () => {
  it('reads a BotRated vote as the voter’s review 0, without text', () => {
    const data = reviewFromRating({ botId: 7, userId: '222222222222222222', stars: 4 });
    expect(data).toEqual({
      botId: 7,
      reviewId: '7-222222222222222222-0',
      authorId: '222222222222222222',
      authorName: '',
      stars: 4,
      text: '',
    });
    expect(parseReviewId(data.reviewId)).toEqual({ botId: 7, authorId: '222222222222222222' });
  });

  it('gives a review event the projections accept', () => {
    const data = reviewFromRating({ botId: 7, userId: '2', stars: 5 });
    const event = {
      id: 'e1',
      streamId: 'bot-rating-7-2',
      revision: 0,
      position: 1,
      type: 'ReviewPosted',
      data,
      metadata: {
        actor: { id: '2', name: 'u', roles: [] },
        correlationId: 'c',
        causationId: 'c',
        commandId: 'c',
        occurredAt: '2024-01-01T00:00:00.000Z',
        schemaVersion: 1,
      },
    };
    expect(checkEvent(event).kind).toBe('valid');
  });
});
