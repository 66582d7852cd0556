import { botKeys } from './bot-keys';
import { keysUnder } from './query-key';
import { submissionKeys } from './submission-keys';
import { categoryKeys } from './category-keys';

describe('key factories', () => {
  it('nest every bot read under the bots root, each kind under its own branch', () => {
    const detail = botKeys.detail(7);
    const list = botKeys.list({ search: 'music', sort: 'rating' });

    expect(keysUnder(botKeys.all)(detail)).toBe(true);
    expect(keysUnder(botKeys.details())(detail)).toBe(true);
    expect(keysUnder(botKeys.lists())(detail)).toBe(false);
    expect(keysUnder(botKeys.lists())(list)).toBe(true);
    expect(keysUnder(botKeys.details())(botKeys.featured())).toBe(false);
    expect(keysUnder(botKeys.all)(botKeys.trending('week', 5))).toBe(true);
  });

  it('tell one bot from another and one trending window from another', () => {
    expect(keysUnder(botKeys.detail(7))(botKeys.detail(7))).toBe(true);
    expect(keysUnder(botKeys.detail(7))(botKeys.detail(70))).toBe(false);
    expect(botKeys.trending('week', 5)).not.toEqual(botKeys.trending('month', 5));
    expect(botKeys.trending('week')).toEqual(['bots', 'trending', 'week', null, 'invites']);
    expect(botKeys.trending('week', 5, 'votes')).not.toEqual(botKeys.trending('week', 5));
  });

  it('keep the staff review reads (lists and histories) apart from the owner submissions', () => {
    const underReview = keysUnder(submissionKeys.review());

    expect(underReview(submissionKeys.reviewList('pending'))).toBe(true);
    expect(underReview(submissionKeys.reviewList())).toBe(true);
    expect(underReview(submissionKeys.history('sub-1'))).toBe(true);
    expect(underReview(submissionKeys.mine())).toBe(false);
    expect(keysUnder(submissionKeys.all)(submissionKeys.mine())).toBe(true);
    expect(submissionKeys.reviewList('pending')).not.toEqual(submissionKeys.reviewList());
  });

  it('match no other resource, no URL string and no shorter key', () => {
    const underBots = keysUnder(botKeys.all);

    expect(underBots(categoryKeys.all)).toBe(false);
    expect(underBots(submissionKeys.mine())).toBe(false);
    expect(underBots('/api/bots/7')).toBe(false);
    expect(underBots(null)).toBe(false);
    expect(keysUnder(botKeys.detail(7))(botKeys.details())).toBe(false);
  });
});
