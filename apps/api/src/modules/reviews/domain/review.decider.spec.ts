import type { BotRated, ReviewEvent } from '@botdir/contracts';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { alice, bob } from '@api/modules/testing/bot.fixtures';
import { isMarkedBy, reviewDecider } from './review.decider';
import type { ReviewCommand } from './review.commands';

const spec = deciderSpec(reviewDecider);
const carol = { ...bob, id: '333333333333333333', name: 'carol' };
const staff = { ...bob, id: '444444444444444444', name: 'staff', isStaff: true };
const bot = { isPublic: true, ownerIds: [alice.id] };
const id0 = `7-${bob.id}-0`;
const id1 = `7-${bob.id}-1`;

const posted = (stars = 4, text = 'Plays music well.', reviewId = id0): ReviewEvent => ({
  type: 'ReviewPosted',
  data: { botId: 7, reviewId, authorId: bob.id, authorName: bob.name, stars, text },
});
const rated = (stars: number): BotRated => ({
  type: 'BotRated',
  data: { botId: 7, userId: bob.id, stars },
});
const post = (stars: number, text: string | null, overrides: Partial<ReviewCommand> = {}) =>
  ({ type: 'PostReview', botId: 7, author: bob, stars, text, bot, ...overrides }) as ReviewCommand;
const deleted: ReviewEvent = {
  type: 'ReviewDeleted',
  data: { botId: 7, reviewId: id0, authorId: bob.id },
};
const hidden: ReviewEvent = {
  type: 'ReviewHidden',
  data: { botId: 7, reviewId: id0, authorId: bob.id, hiddenBy: staff.id, reason: 'Abuse' },
};

describe('PostReview', () => {
  it('posts a first review as review 0 of the author on the bot', () => {
    spec.given([]).when(post(4, 'Plays music well.')).then([posted()]);
  });

  it('edits the one review instead of posting a second', () => {
    spec
      .given([posted()])
      .when(post(2, 'Stopped working.'))
      .then([
        {
          type: 'ReviewEdited',
          data: { botId: 7, reviewId: id0, authorId: bob.id, stars: 2, text: 'Stopped working.' },
        },
      ]);
  });

  it('records nothing when the review already says this', () => {
    spec.given([posted()]).when(post(4, 'Plays music well.')).then([]);
  });

  it('reads an old BotRated vote as a review without text, which the text then edits', () => {
    expect(spec.fold([rated(3), rated(5)]).review).toMatchObject({
      reviewId: id0,
      stars: 5,
      text: '',
    });
    spec
      .given([rated(5)])
      .when(post(5, 'Now with words.'))
      .then([
        {
          type: 'ReviewEdited',
          data: { botId: 7, reviewId: id0, authorId: bob.id, stars: 5, text: 'Now with words.' },
        },
      ]);
  });

  it('keeps the text when only the stars change (the old rating route)', () => {
    spec
      .given([posted()])
      .when(post(1, null))
      .then([
        {
          type: 'ReviewEdited',
          data: { botId: 7, reviewId: id0, authorId: bob.id, stars: 1, text: 'Plays music well.' },
        },
      ]);
    spec
      .given([])
      .when(post(3, null))
      .then([posted(3, '')]);
  });

  it('posts review 1 after the first was deleted', () => {
    spec
      .given([posted(), deleted])
      .when(post(4, 'Plays music well.'))
      .then([posted(4, 'Plays music well.', id1)]);
  });

  it.each([0, 6, 3.5, Number.NaN])('refuses %p stars', (stars) => {
    spec.given([]).when(post(stars, 'Ten chars!!')).thenThrows('REVIEW.INVALID_STARS', 'invalid');
  });

  it('refuses an owner reviewing their own bot, and a bot that is not public', () => {
    spec
      .given([])
      .when(post(5, 'Best bot ever', { author: alice }))
      .thenThrows('REVIEW.OWN_BOT', 'forbidden');
    spec
      .given([])
      .when(post(5, 'Best bot ever', { bot: { ...bot, isPublic: false } }))
      .thenThrows('REVIEW.BOT_NOT_PUBLIC', 'not_found');
  });

  it('refuses to change a hidden review', () => {
    spec
      .given([posted(), hidden])
      .when(post(5, 'Changed my mind'))
      .thenThrows('REVIEW.HIDDEN', 'conflict');
  });
});

describe('DeleteReview', () => {
  it('deletes the current review, and 404s when there is none', () => {
    spec.given([posted()]).when({ type: 'DeleteReview', botId: 7, author: bob }).then([deleted]);
    spec
      .given([posted(), deleted])
      .when({ type: 'DeleteReview', botId: 7, author: bob })
      .thenThrows('REVIEW.NOT_FOUND', 'not_found');
  });
});

describe('ReplyToReview', () => {
  const reply = (actor = alice, reviewId = id0): ReviewCommand => ({
    type: 'ReplyToReview',
    reviewId,
    actor,
    text: 'Thanks for the kind words!',
    bot,
  });
  const replied: ReviewEvent = {
    type: 'ReviewReplied',
    data: { botId: 7, reviewId: id0, repliedBy: alice.id, text: 'Thanks for the kind words!' },
  };

  it('lets an owner reply once; the same reply again records nothing', () => {
    spec.given([posted()]).when(reply()).then([replied]);
    spec.given([posted(), replied]).when(reply()).then([]);
  });

  it('refuses anyone but an owner, and a review that is gone or hidden', () => {
    spec.given([posted()]).when(reply(carol)).thenThrows('REVIEW.NOT_OWNER', 'forbidden');
    spec.given([posted(), deleted]).when(reply()).thenThrows('REVIEW.NOT_FOUND', 'not_found');
    spec.given([posted()]).when(reply(alice, id1)).thenThrows('REVIEW.NOT_FOUND', 'not_found');
    spec.given([posted(), hidden]).when(reply()).thenThrows('REVIEW.NOT_FOUND', 'not_found');
  });
});

describe('MarkReviewHelpful and FlagReview', () => {
  const mark = (actor: typeof bob, helpful = true): ReviewCommand => ({
    type: 'MarkReviewHelpful',
    reviewId: id0,
    actor,
    helpful,
    bot,
  });
  const marked = (helpful: boolean): ReviewEvent => ({
    type: 'ReviewHelpfulMarked',
    data: { botId: 7, reviewId: id0, userId: carol.id, helpful },
  });
  const flag = (actor: typeof bob): ReviewCommand => ({
    type: 'FlagReview',
    reviewId: id0,
    actor,
    reason: 'Spam link',
    bot,
  });
  const flagged: ReviewEvent = {
    type: 'ReviewFlagged',
    data: { botId: 7, reviewId: id0, userId: carol.id, reason: 'Spam link' },
  };

  it('counts one helpful mark per user, which they can take back', () => {
    spec
      .given([posted()])
      .when(mark(carol))
      .then([marked(true)]);
    spec
      .given([posted(), marked(true)])
      .when(mark(carol))
      .then([]);
    spec
      .given([posted(), marked(true)])
      .when(mark(carol, false))
      .then([marked(false)]);
    const review = spec.fold([posted(), marked(true), marked(false)]).review;
    expect(isMarkedBy(review?.helpful ?? null, carol.id)).toBe(false);
  });

  it('folds the marks of 60,000 users in linear time (copying a list on each mark took seconds)', () => {
    const users = Array.from({ length: 60_000 }, (_, n) => String(10n ** 17n + BigInt(n)));
    const events: ReviewEvent[] = [posted()];
    for (const userId of users) {
      events.push({
        type: 'ReviewHelpfulMarked',
        data: { botId: 7, reviewId: id0, userId, helpful: true },
      });
      events.push({
        type: 'ReviewFlagged',
        data: { botId: 7, reviewId: id0, userId, reason: 'Spam' },
      });
    }
    const started = performance.now();
    const review = spec.fold(events).review;
    expect(isMarkedBy(review?.helpful ?? null, users[0]!)).toBe(true);
    expect(isMarkedBy(review?.flags ?? null, carol.id)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('lets each user flag once', () => {
    spec.given([posted()]).when(flag(carol)).then([flagged]);
    spec
      .given([posted(), flagged])
      .when(flag(carol))
      .thenThrows('REVIEW.ALREADY_FLAGGED', 'conflict');
  });

  it('refuses the author marking or flagging their own review', () => {
    spec.given([posted()]).when(mark(bob)).thenThrows('REVIEW.OWN_REVIEW', 'forbidden');
    spec.given([posted()]).when(flag(bob)).thenThrows('REVIEW.OWN_REVIEW', 'forbidden');
  });
});

describe('HideReview', () => {
  const hide: ReviewCommand = { type: 'HideReview', reviewId: id0, staff, reason: 'Abuse' };

  it('hides a review once', () => {
    spec.given([posted()]).when(hide).then([hidden]);
    spec.given([posted(), hidden]).when(hide).then([]);
    spec.given([]).when(hide).thenThrows('REVIEW.NOT_FOUND', 'not_found');
  });
});
