import type { VoteCast } from '@botdir/contracts';
import { alice, bob } from '@api/modules/testing/bot.fixtures';
import { at, deciderSpec } from '@api/modules/testing/decider-spec';
import { botVoteDecider, type CastVote } from './bot-vote.decider';

const spec = deciderSpec(botVoteDecider);

const voted: VoteCast = { type: 'VoteCast', data: { botId: 7, userId: bob.id, weight: 1 } };
const votedOnWeekend: VoteCast = { ...voted, data: { ...voted.data, weight: 2 } };
const vote = (now: string, overrides: Partial<CastVote> = {}): CastVote => ({
  type: 'CastVote',
  botId: 7,
  voter: bob,
  now,
  botIsPublic: true,
  botOwnerId: alice.id,
  ...overrides,
});

describe('CastVote', () => {
  it('records a first vote', () => {
    spec.given([]).when(vote('2025-01-01T10:00:00.000Z')).then([voted]);
  });

  it('refuses a vote inside 12 hours and says how long to wait', () => {
    spec
      .given([at('2025-01-01T10:00:00.000Z', voted)])
      .when(vote('2025-01-01T21:59:00.000Z'))
      .thenThrows('VOTE.COOLDOWN', 'rate_limited', { retryAfter: 60 });
  });

  it('accepts the next vote once 12 hours have passed', () => {
    spec
      .given([at('2025-01-01T10:00:00.000Z', voted)])
      .when(vote('2025-01-01T22:00:00.000Z'))
      .then([voted]);
  });

  it('counts a vote cast on Saturday or Sunday (UTC) double', () => {
    spec.given([]).when(vote('2025-01-04T00:00:00.000Z')).then([votedOnWeekend]);
    spec.given([]).when(vote('2025-01-05T23:59:59.999Z')).then([votedOnWeekend]);
  });

  it("counts a vote once on Friday night and Monday morning UTC, whatever the voter's zone", () => {
    spec.given([]).when(vote('2025-01-03T23:59:59.999Z')).then([voted]);
    spec.given([]).when(vote('2025-01-06T00:00:00.000Z')).then([voted]);
  });

  it('keeps the 12 hour cooldown on weekends', () => {
    spec
      .given([at('2025-01-04T10:00:00.000Z', votedOnWeekend)])
      .when(vote('2025-01-04T21:59:00.000Z'))
      .thenThrows('VOTE.COOLDOWN', 'rate_limited', { retryAfter: 60 });
  });

  it('refuses a vote for your own bot', () => {
    spec
      .given([])
      .when(vote('2025-01-01T10:00:00.000Z', { voter: alice }))
      .thenThrows('VOTE.OWN_BOT', 'forbidden');
  });

  it('answers not found for a bot that is not live', () => {
    spec
      .given([])
      .when(vote('2025-01-01T10:00:00.000Z', { botIsPublic: false }))
      .thenThrows('VOTE.BOT_NOT_PUBLIC', 'not_found');
  });
});
