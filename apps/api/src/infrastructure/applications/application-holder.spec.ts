import type { RecordedEvent } from '@botdir/contracts';
import { RESERVATION_GRACE_MS, applicationOf, holderIsActive } from './application-holder';

// Reservations made long enough ago that only their streams count.
const OLD = RESERVATION_GRACE_MS;

const APP = '123456789012345678';
const bot = (applicationId: string) => ({
  name: 'Melody',
  description: 'd',
  shortDescription: 's',
  avatar: 'https://cdn.example.com/a.png',
  inviteUrl: `https://discord.com/oauth2/authorize?client_id=${applicationId}`,
  discordAppId: applicationId,
  categories: ['music'],
  tags: [],
  isOnline: true,
  ownerId: '111111111111111111',
  ownerName: 'alice',
});
const event = (type: string, data: object) => ({ type, data }) as unknown as RecordedEvent;
const submitted = event('BotSubmitted', { submissionId: 's1', botId: 1, bot: bot(APP) });
const rejected = event('SubmissionReviewed', { submissionId: 's1', decision: 'rejected' });
const approved = event('SubmissionReviewed', { submissionId: 's1', decision: 'approved' });
const published = event('BotPublished', { botId: 1, bot: bot(APP) });

describe('holderIsActive', () => {
  it('holds while the submission is pending', () => {
    expect(holderIsActive(APP, [submitted], [], OLD)).toBe(true);
  });

  it('is free when the submission was never written, withdrawn or rejected', () => {
    expect(holderIsActive(APP, [], [], OLD)).toBe(false);
    expect(holderIsActive(APP, [submitted, event('SubmissionDeleted', {})], [], OLD)).toBe(false);
    expect(holderIsActive(APP, [submitted, rejected], [], OLD)).toBe(false);
  });

  it('holds while the bot is live with the application; frees it once deleted or moved', () => {
    expect(holderIsActive(APP, [submitted, approved], [published], OLD)).toBe(true);
    const deleted = event('BotDeleted', { botId: 1 });
    expect(holderIsActive(APP, [submitted, approved], [published, deleted], OLD)).toBe(false);
    const moved = event('BotEdited', { botId: 1, bot: bot('987654321098765432') });
    expect(holderIsActive(APP, [submitted, approved], [published, moved], OLD)).toBe(false);
  });

  it('reads an application recorded with a leading zero (before the rule) as Discord spells it', () => {
    expect(applicationOf(bot(`0${APP}`))).toBe(APP);
    const { discordAppId, ...inviteOnly } = bot(`00${APP}`);
    expect(discordAppId).toBe(`00${APP}`);
    expect(applicationOf(inviteOnly)).toBe(APP);
    const legacy = event('BotPublished', { botId: 1, bot: bot(`0${APP}`) });
    expect(holderIsActive(APP, [submitted, approved], [legacy], OLD)).toBe(true);
  });

  it('holds a fresh reservation whose submission is not on record yet, unless it ended', () => {
    expect(holderIsActive(APP, [], [], 1_000)).toBe(true);
    expect(holderIsActive(APP, [], [], RESERVATION_GRACE_MS - 1)).toBe(true);
    expect(holderIsActive(APP, [], [], RESERVATION_GRACE_MS)).toBe(false);
    expect(holderIsActive(APP, [submitted, rejected], [], 1_000)).toBe(false);
  });
});
