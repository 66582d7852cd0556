import type { BotRated } from '@botdir/contracts';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { botRatingDecider } from './bot-rating.decider';
import { alice, bob } from '@api/modules/testing/bot.fixtures';

const spec = deciderSpec(botRatingDecider);

const rated = (stars: number): BotRated => ({
  type: 'BotRated',
  data: { botId: 7, userId: bob.id, stars },
});
const rate = (stars: number, overrides: { botIsPublic?: boolean; voter?: typeof bob } = {}) =>
  ({
    type: 'RateBot',
    botId: 7,
    voter: bob,
    stars,
    botIsPublic: true,
    botOwnerId: alice.id,
    ...overrides,
  }) as const;

describe('RateBot', () => {
  it.each([1, 5])('records a vote of %i stars', (stars) => {
    spec
      .given([])
      .when(rate(stars))
      .then([rated(stars)]);
  });

  it('lets a later vote replace the earlier one', () => {
    spec
      .given([rated(2)])
      .when(rate(4))
      .then([rated(4)]);
    expect(spec.fold([rated(2), rated(4)])).toEqual({ stars: 4 });
  });

  it('records nothing when the vote equals the current one', () => {
    spec
      .given([rated(3)])
      .when(rate(3))
      .then([]);
    spec
      .given([rated(3), rated(5)])
      .when(rate(5))
      .then([]);
  });

  it('records a vote back to an earlier value', () => {
    spec
      .given([rated(3), rated(5)])
      .when(rate(3))
      .then([rated(3)]);
  });

  it('still refuses a repeated vote once the bot is no longer public', () => {
    spec
      .given([rated(3)])
      .when(rate(3, { botIsPublic: false }))
      .thenThrows('RATING.BOT_NOT_PUBLIC', 'not_found');
  });

  it.each([0, 6, 3.5, Number.NaN])('refuses %p stars', (stars) => {
    spec.given([]).when(rate(stars)).thenThrows('RATING.INVALID_STARS', 'invalid');
  });

  it('answers not found for a bot that is not public', () => {
    spec
      .given([])
      .when(rate(4, { botIsPublic: false }))
      .thenThrows('RATING.BOT_NOT_PUBLIC', 'not_found');
  });

  it('refuses a vote on your own bot', () => {
    spec
      .given([])
      .when(rate(5, { voter: alice }))
      .thenThrows('RATING.OWN_BOT', 'forbidden');
  });
});
