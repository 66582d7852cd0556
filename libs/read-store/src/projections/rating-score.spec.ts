import { ratingScore, ratingScoreOfVotes, UNRATED_SCORE } from './rating-score';

describe('ratingScore (Bayesian average, prior 3 stars weighing 5 votes)', () => {
  it('puts 4.1 from 13 votes above 4.3 from 4 votes', () => {
    const fewVotes = ratingScoreOfVotes({ a: 5, b: 5, c: 4, d: 3 }); // 4.25, shown as 4.3
    const manyVotes = ratingScore(53, 13); // 4.08, shown as 4.1
    expect(fewVotes).toBe(3556);
    expect(manyVotes).toBe(3778);
    expect(manyVotes).toBeGreaterThan(fewVotes);
  });

  it('starts every bot at the prior and moves towards its own average as votes come in', () => {
    expect(UNRATED_SCORE).toBe(3000);
    expect(ratingScore(5 * 1000, 1000)).toBe(4990);
    expect(ratingScore(1, 1)).toBeLessThan(UNRATED_SCORE);
  });
});
