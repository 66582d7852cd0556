import type { BotDeleted, BotPublished, BotTokenIssued } from '@botdir/contracts';
import { aBot, administrator, alice, bob, reviewer } from '@api/modules/testing/bot.fixtures';
import { at, deciderSpec } from '@api/modules/testing/decider-spec';
import { botDecider } from './bot.decider';

const spec = deciderSpec(botDecider);

const published: BotPublished = {
  type: 'BotPublished',
  data: { botId: 7, submissionId: '7', bot: aBot(), approvedBy: reviewer.id },
};
const issued = (tokenHash: string): BotTokenIssued => ({
  type: 'BotTokenIssued',
  data: { botId: 7, tokenHash },
});
const deleted: BotDeleted = {
  type: 'BotDeleted',
  data: { botId: 7, deletedBy: alice.id, byStaff: false },
};
const issue = (actor = alice, tokenHash = 'b'.repeat(64)) =>
  ({ type: 'IssueBotToken', actor, tokenHash }) as const;

describe('IssueBotToken', () => {
  it.each([alice, administrator])(
    'lets the owner or an Administrator issue a token ($name)',
    (actor) => {
      spec
        .given([published])
        .when(issue(actor))
        .then([issued('b'.repeat(64))]);
    },
  );

  it('rotates: the new hash replaces the old one in the state at once', () => {
    spec
      .given([published, issued('a'.repeat(64))])
      .when(issue())
      .then([issued('b'.repeat(64))]);
    const state = spec.fold([
      published,
      at('2025-01-01T00:00:00.000Z', issued('a'.repeat(64))),
      at('2025-01-02T00:00:00.000Z', issued('b'.repeat(64))),
    ]);
    expect(state).toMatchObject({
      token: { hash: 'b'.repeat(64), issuedAt: '2025-01-02T00:00:00.000Z' },
    });
  });

  it('refuses other users, and a Bot Reviewer (a new token locks the owner out)', () => {
    spec.given([published]).when(issue(bob)).thenThrows('BOT.NOT_OWNER', 'forbidden');
    spec.given([published]).when(issue(reviewer)).thenThrows('BOT.NOT_OWNER', 'forbidden');
  });

  it('refuses a bot that is not approved, or deleted', () => {
    spec.given([]).when(issue()).thenThrows('BOT.NOT_FOUND', 'not_found');
    spec.given([published, deleted]).when(issue()).thenThrows('BOT.DELETED', 'conflict');
  });
});
