import type { RecordedEvent } from '@botdir/contracts';
import { holderIsActive } from './application-holder';

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
    expect(holderIsActive(APP, [submitted], [])).toBe(true);
  });

  it('is free when the submission was never written, withdrawn or rejected', () => {
    expect(holderIsActive(APP, [], [])).toBe(false);
    expect(holderIsActive(APP, [submitted, event('SubmissionDeleted', {})], [])).toBe(false);
    expect(holderIsActive(APP, [submitted, rejected], [])).toBe(false);
  });

  it('holds while the bot is live with the application; frees it once deleted or moved', () => {
    expect(holderIsActive(APP, [submitted, approved], [published])).toBe(true);
    const deleted = event('BotDeleted', { botId: 1 });
    expect(holderIsActive(APP, [submitted, approved], [published, deleted])).toBe(false);
    const moved = event('BotEdited', { botId: 1, bot: bot('987654321098765432') });
    expect(holderIsActive(APP, [submitted, approved], [published, moved])).toBe(false);
  });
});
