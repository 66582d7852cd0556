import type { BotEditNeedsReview, BotPublished, BotUnlisted } from '@botdir/contracts';
import { aBot, alice, bob, reviewer } from '@api/modules/testing/bot.fixtures';
import { deciderSpec } from '@api/modules/testing/decider-spec';
import { botDecider } from './bot.decider';

const spec = deciderSpec(botDecider);
const invite = (query: string) =>
  `https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot${query}`;
const listed = aBot({ inviteUrl: invite('&permissions=2048') });
const published: BotPublished = {
  type: 'BotPublished',
  data: { botId: 7, submissionId: 'sub-1', bot: listed, approvedBy: reviewer.id },
};
const unlisted: BotUnlisted = { type: 'BotUnlisted', data: { botId: 7, reason: 'Spam' } };
const edit = (bot = listed) =>
  ({ type: 'EditBot', actor: alice, bot, reviewSubmissionId: 'edit-1' }) as const;
const inReview = (bot = listed, reasons = ['invite permissions raised']): BotEditNeedsReview => ({
  type: 'BotEditNeedsReview',
  data: { botId: 7, submissionId: 'edit-1', bot, reasons },
});

describe('EditBot that must go back to review', () => {
  it('applies an edit that lowers or keeps the invite permissions at once', () => {
    const lower = { ...listed, inviteUrl: invite('&permissions=0') };
    spec
      .given([published])
      .when(edit(lower))
      .then([{ type: 'BotEdited', data: { botId: 7, bot: lower } }]);
  });

  it('sends an edit that raises the permission bits to review instead', () => {
    const raised = { ...listed, inviteUrl: invite('&permissions=8') };
    spec
      .given([published])
      .when(edit(raised))
      .then([inReview(raised)]);
  });

  it('sends an edit that changes the client_id to review', () => {
    const moved = {
      ...listed,
      inviteUrl: listed.inviteUrl.replace('123456789012345678', '223456789012345678'),
    };
    spec
      .given([published])
      .when(edit(moved))
      .then([inReview(moved, ['invite client_id changed'])]);
  });

  it('publishes the approved edit as the listing; another approval stays refused', () => {
    const raised = { ...listed, inviteUrl: invite('&permissions=8') };
    const publish = {
      type: 'PublishBot',
      botId: 7,
      submissionId: 'edit-1',
      bot: raised,
      approvedBy: reviewer.id,
      slug: null,
    } as const;
    spec
      .given([published, inReview(raised)])
      .when(publish)
      .then([{ type: 'BotEdited', data: { botId: 7, bot: raised } }]);
    spec
      .given([published, inReview(raised)])
      .when({ ...publish, submissionId: 'other' })
      .thenThrows('BOT.ALREADY_PUBLISHED', 'conflict');
  });
});

describe('UnlistBot and RelistBot', () => {
  it('unlists a live bot with the reason, and relists it', () => {
    spec
      .given([published])
      .when({ type: 'UnlistBot', actor: reviewer, reason: 'Spam', reportId: 'r1' })
      .then([{ type: 'BotUnlisted', data: { botId: 7, reason: 'Spam', reportId: 'r1' } }]);
    spec
      .given([published, unlisted])
      .when({ type: 'RelistBot', actor: reviewer, reason: 'Fixed' })
      .then([{ type: 'BotRelisted', data: { botId: 7, reason: 'Fixed' } }]);
  });

  it('refuses non-staff (403), a second unlisting (409), relisting a live bot (409), none (404)', () => {
    spec
      .given([published])
      .when({ type: 'UnlistBot', actor: bob, reason: '' })
      .thenThrows('BOT.STAFF_ONLY', 'forbidden');
    spec
      .given([published, unlisted])
      .when({ type: 'UnlistBot', actor: reviewer, reason: '' })
      .thenThrows('BOT.NOT_LIVE', 'conflict');
    spec
      .given([published])
      .when({ type: 'RelistBot', actor: reviewer, reason: '' })
      .thenThrows('BOT.NOT_UNLISTED', 'conflict');
    spec
      .given([])
      .when({ type: 'UnlistBot', actor: reviewer, reason: '' })
      .thenThrows('BOT.NOT_FOUND', 'not_found');
  });
});
