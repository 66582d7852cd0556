import type {
  VoteCast,
  VoteReminderCleared,
  VoteReminderSent,
  VoteReminderSet,
} from '@botdir/contracts';
import { alice, bob } from '@api/modules/testing/bot.fixtures';
import { at, deciderSpec } from '@api/modules/testing/decider-spec';
import {
  botVoteDecider,
  type CastVote,
  type SendVoteReminder,
  type SetVoteReminder,
} from './bot-vote.decider';

const carol = { ...bob, id: '333333333333333333', name: 'carol#0003' };

const spec = deciderSpec(botVoteDecider);

const voted: VoteCast = { type: 'VoteCast', data: { botId: 7, userId: bob.id, weight: 1 } };
const votedOnWeekend: VoteCast = { ...voted, data: { ...voted.data, weight: 2 } };
const vote = (now: string, overrides: Partial<CastVote> = {}): CastVote => ({
  type: 'CastVote',
  botId: 7,
  voter: bob,
  now,
  botIsPublic: true,
  botOwnerIds: [alice.id, carol.id],
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

  it.each([
    ['its main owner', alice],
    ['a co-owner', carol],
  ])('refuses a vote for your own bot: %s', (_who, voter) => {
    spec
      .given([])
      .when(vote('2025-01-01T10:00:00.000Z', { voter }))
      .thenThrows('VOTE.OWN_BOT', 'forbidden');
  });

  it('answers not found for a bot that is not live', () => {
    spec
      .given([])
      .when(vote('2025-01-01T10:00:00.000Z', { botIsPublic: false }))
      .thenThrows('VOTE.BOT_NOT_PUBLIC', 'not_found');
  });
});

describe('vote reminders', () => {
  const VOTED_AT = '2025-01-01T10:00:00.000Z';
  const DUE = '2025-01-01T22:00:00.000Z';
  const reminderSet = (lastVotedAt: string | null): VoteReminderSet => ({
    type: 'VoteReminderSet',
    data: { botId: 7, userId: bob.id, lastVotedAt },
  });
  const cleared: VoteReminderCleared = {
    type: 'VoteReminderCleared',
    data: { botId: 7, userId: bob.id },
  };
  const sent = (votedAt: string): VoteReminderSent => ({
    type: 'VoteReminderSent',
    data: { botId: 7, userId: bob.id, votedAt },
  });
  const setting = (enabled: boolean): SetVoteReminder => ({
    type: 'SetVoteReminder',
    botId: 7,
    userId: bob.id,
    enabled,
  });
  const send = (votedAt: string, now: string): SendVoteReminder => ({
    type: 'SendVoteReminder',
    botId: 7,
    userId: bob.id,
    votedAt,
    now,
  });

  it('sets the reminder with the latest vote, before any vote too, and clears it', () => {
    spec
      .given([at(VOTED_AT, voted)])
      .when(setting(true))
      .then([reminderSet(VOTED_AT)]);
    spec
      .given([])
      .when(setting(true))
      .then([reminderSet(null)]);
    spec
      .given([reminderSet(null)])
      .when(setting(false))
      .then([cleared]);
  });

  it('records nothing when the setting is already what is asked', () => {
    spec
      .given([reminderSet(null)])
      .when(setting(true))
      .then([]);
    spec.given([]).when(setting(false)).then([]);
    spec
      .given([reminderSet(null), cleared])
      .when(setting(false))
      .then([]);
  });

  it('sends once per vote, once the user may vote again', () => {
    const past = [at(VOTED_AT, voted), reminderSet(VOTED_AT)];
    spec
      .given(past)
      .when(send(VOTED_AT, DUE))
      .then([sent(VOTED_AT)]);
    spec
      .given([...past, sent(VOTED_AT)])
      .when(send(VOTED_AT, DUE))
      .then([]);
  });

  it('sends nothing before 12 hours, after clearing, or for a vote that is not the latest', () => {
    const past = [at(VOTED_AT, voted), reminderSet(VOTED_AT)];
    spec.given(past).when(send(VOTED_AT, '2025-01-01T21:59:59.999Z')).then([]);
    spec
      .given([...past, cleared])
      .when(send(VOTED_AT, DUE))
      .then([]);
    spec
      .given([at(VOTED_AT, voted)])
      .when(send(VOTED_AT, DUE))
      .then([]);
    const again = at('2025-01-02T08:00:00.000Z', voted);
    spec
      .given([...past, again])
      .when(send(VOTED_AT, '2025-01-02T09:00:00.000Z'))
      .then([]);
  });

  it('sends for the next vote after one was sent for the previous', () => {
    const next = '2025-01-02T08:00:00.000Z';
    const past = [at(VOTED_AT, voted), reminderSet(VOTED_AT), sent(VOTED_AT), at(next, voted)];
    spec
      .given(past)
      .when(send(next, '2025-01-02T20:00:00.000Z'))
      .then([sent(next)]);
  });
});
