import type { ReadStore } from './read-store.port';
import { botData, EventBuilder } from './testing/event-builder';

type Context = () => { store: ReadStore; given: EventBuilder };

const AUTHORS = ['200000000000000001', '200000000000000002', '200000000000000003'] as const;
const [ann, ben, cat] = AUTHORS;
const idOf = (author: string, n = 0) => `1-${author}-${n}`;

function reviewHistory(given: EventBuilder) {
  const posted = (authorId: string, stars: number, text: string) =>
    given.of('ReviewPosted', {
      botId: 1,
      reviewId: idOf(authorId),
      authorId,
      authorName: `user ${authorId.slice(-1)}`,
      stars,
      text,
    });
  const helpful = (reviewId: string, userId: string, on = true) =>
    given.of('ReviewHelpfulMarked', { botId: 1, reviewId, userId, helpful: on });
  return [
    ...given.approvedBot('1', botData({ name: 'Reviewed' })),
    given.rated(1, ann, 2),
    given.advanceDays(1).of('ReviewEdited', {
      botId: 1,
      reviewId: idOf(ann),
      authorId: ann,
      stars: 4,
      text: 'Now with words.',
    }),
    posted(ben, 5, 'Great music bot.'),
    given.advanceDays(1).of('ReviewFlagged', {
      botId: 1,
      reviewId: idOf(ben),
      userId: cat,
      reason: 'Spam link',
    }),
    posted(cat, 1, 'Never answers.'),
    helpful(idOf(ann), ben),
    helpful(idOf(ann), cat),
    helpful(idOf(cat), ann),
    helpful(idOf(ann), cat, false),
    given.of('ReviewReplied', {
      botId: 1,
      reviewId: idOf(cat),
      repliedBy: botData().ownerId,
      text: 'Fixed in 2.0, sorry!',
    }),
  ];
}

/** Written reviews: pages in two orders, the author's own, flags, hiding, the rating they make. */
export function describeReviewsContract(factory: () => Promise<ReadStore>, context: Context): void {
  describe('reviews', () => {
    const page = (store: ReadStore, sort: 'newest' | 'helpful', limit = 10, offset = 0) =>
      store.listReviews({ botId: 1, sort, limit, offset });
    const ids = async (store: ReadStore, sort: 'newest' | 'helpful', limit = 10, offset = 0) =>
      (await page(store, sort, limit, offset)).reviews.map((review) => review.reviewId);

    it('lists reviews newest first and most helpful first, in pages, with replies', async () => {
      const { store, given } = context();
      await store.applyEvents(reviewHistory(given));

      expect(await ids(store, 'newest')).toEqual([idOf(cat), idOf(ben), idOf(ann)]);
      expect(await ids(store, 'helpful')).toEqual([idOf(cat), idOf(ann), idOf(ben)]);
      expect(await ids(store, 'newest', 2, 2)).toEqual([idOf(ann)]);
      expect((await page(store, 'newest', 2)).total).toBe(3);
      const [newest] = (await page(store, 'newest')).reviews;
      expect(newest).toMatchObject({
        authorName: 'user 3',
        stars: 1,
        text: 'Never answers.',
        helpfulCount: 1,
        reply: { text: 'Fixed in 2.0, sorry!' },
        hidden: false,
      });
      expect(await store.getBot(1)).toMatchObject({ rating: 33, ratingCount: 3 });
    });

    it("reads an old vote as a review without text, and finds the author's own", async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Voted' })),
        given.rated(1, ann, 3),
        given.rated(1, ann, 5),
      ]);
      expect(await store.authorReview(1, ann)).toMatchObject({
        reviewId: idOf(ann),
        stars: 5,
        text: '',
        authorId: ann,
      });
      expect(await store.authorReview(1, ben)).toBeNull();
      expect(await store.getBot(1)).toMatchObject({ rating: 50, ratingCount: 1 });
    });

    it('shows flagged reviews to staff, and hides a hidden one from the page and the rating', async () => {
      const { store, given } = context();
      await store.applyEvents(reviewHistory(given));
      const flagged = await store.flaggedReviews(10, 0);
      expect(flagged).toEqual([
        expect.objectContaining({ reviewId: idOf(ben), flagCount: 1, flagReasons: ['Spam link'] }),
      ]);

      await store.applyEvents([
        given.of('ReviewHidden', {
          botId: 1,
          reviewId: idOf(ben),
          authorId: ben,
          hiddenBy: 'staff',
          reason: 'Spam',
        }),
      ]);
      expect(await ids(store, 'newest')).toEqual([idOf(cat), idOf(ann)]);
      expect(await store.flaggedReviews(10, 0)).toEqual([]);
      expect(await store.authorReview(1, ben)).toMatchObject({ hidden: true });
      expect(await store.getBot(1)).toMatchObject({ rating: 25, ratingCount: 2 });
    });

    it('forgets a deleted review, down to no rating at all', async () => {
      const { store, given } = context();
      await store.applyEvents([
        ...given.approvedBot('1', botData({ name: 'Once Rated' })),
        given.rated(1, ann, 4),
        given.of('ReviewDeleted', { botId: 1, reviewId: idOf(ann), authorId: ann }),
      ]);
      expect(await store.authorReview(1, ann)).toBeNull();
      expect(await page(store, 'newest')).toMatchObject({ reviews: [], total: 0 });
      expect(await store.getBot(1)).toMatchObject({ rating: 0, ratingCount: 0 });
    });

    it('rebuilds reviews and ratings alike by a replay', async () => {
      const { store, given } = context();
      const events = reviewHistory(given);
      await store.applyEvents(events);
      const shadow = await store.openShadow(['reviews', 'ratings']);
      await shadow.applyEvents(events);
      await store.promoteShadow(['reviews', 'ratings']);
      expect(await ids(store, 'helpful')).toEqual([idOf(cat), idOf(ann), idOf(ben)]);
      const fresh = await factory();
      try {
        await fresh.applyEvents(events);
        expect(await store.digest()).toBe(await fresh.digest());
      } finally {
        await fresh.close();
      }
    });
  });
}
