/**
 * The "Highest Rated" sort key: a Bayesian average that pulls a bot with few votes towards a prior,
 * score = (C × m + sum of stars) / (C + n). The prior is fixed, not the catalogue's mean: with the
 * mean, every vote would move every bot's key (a rewrite of every row per vote, and a projection
 * whose output depends on other bots' events); a fixed prior keeps each bot's key a function of its
 * own votes. m = 3 stars is the middle of the 1–5 scale, C = 5 votes is the weight of that prior.
 */
export const PRIOR_STARS = 3;
export const PRIOR_VOTES = 5;

/** The score in thousandths of a star, a whole number: cursors carry safe integers only. */
export function ratingScore(sumOfStars: number, votes: number): number {
  return Math.round(((PRIOR_VOTES * PRIOR_STARS + sumOfStars) / (PRIOR_VOTES + votes)) * 1000);
}

/** The key of a bot nobody has rated yet: the prior itself. */
export const UNRATED_SCORE = ratingScore(0, 0);

/** The key of a bot from its users' current votes. */
export const ratingScoreOfVotes = (votes: Record<string, number>): number => {
  const stars = Object.values(votes);
  return ratingScore(
    stars.reduce((total, vote) => total + vote, 0),
    stars.length,
  );
};
