import type { UserBotView } from '@botdir/contracts';
import { botDataFromView } from './bot-data-from-view';
import { newBotData, toBotData, toFormValues, type BotFormValues } from './bot-form-values';

const liveBot: UserBotView = {
  id: 12,
  name: 'Melody',
  description: 'Plays music.\nAlso radio.',
  shortDescription: 'Music for your server',
  avatar: 'https://cdn.example/melody.png',
  inviteUrl: 'https://discord.com/oauth2/authorize?client_id=1',
  supportServerUrl: 'https://discord.gg/melody',
  websiteUrl: null,
  githubUrl: null,
  discordAppId: null,
  categories: ['music', 'fun'],
  category: 'music',
  tags: ['radio', 'playlists'],
  rating: 43,
  ratingCount: 3,
  serverCount: 0,
  userCount: 0,
  isOnline: false,
  isFeatured: true,
  isApproved: true,
  submitterId: '111111111111111111',
  ownerName: 'alice#0001',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  status: 'live',
  submissionId: null,
};

describe('bot form values', () => {
  it('start from a published bot: its texts, tags as one line, missing links as empty fields', () => {
    const values = toFormValues(botDataFromView(liveBot));

    expect(values).toEqual<BotFormValues>({
      name: 'Melody',
      ownerName: 'alice#0001',
      shortDescription: 'Music for your server',
      description: 'Plays music.\nAlso radio.',
      avatar: 'https://cdn.example/melody.png',
      ownerId: '111111111111111111',
      inviteUrl: 'https://discord.com/oauth2/authorize?client_id=1',
      discordAppId: '',
      supportServerUrl: 'https://discord.gg/melody',
      websiteUrl: '',
      githubUrl: '',
      categories: ['music', 'fun'],
      tags: 'radio, playlists',
      isOnline: false,
      notesForReviewer: '',
    });
  });

  it('send trimmed links, tags split on commas, and leave empty optional links out', () => {
    const values: BotFormValues = {
      ...toFormValues(botDataFromView(liveBot)),
      avatar: '  https://cdn.example/new.png ',
      supportServerUrl: '   ',
      websiteUrl: ' https://melody.example ',
      tags: ' radio, , lo-fi ,',
    };

    const data = toBotData(values);

    expect(data.avatar).toBe('https://cdn.example/new.png');
    expect(data.tags).toEqual(['radio', 'lo-fi']);
    expect(data.websiteUrl).toBe('https://melody.example');
    expect(data).not.toHaveProperty('supportServerUrl');
    expect(data).not.toHaveProperty('githubUrl');
    expect(data).not.toHaveProperty('discordAppId');
    expect(data.description).toBe('Plays music.\nAlso radio.');
  });

  it('round-trip a bot unchanged through the form', () => {
    const data = botDataFromView(liveBot);

    expect(toBotData(toFormValues(data))).toEqual(data);
  });

  it('start a new listing owned by the signed-in user, online, with empty fields', () => {
    const values = toFormValues(
      newBotData({ id: '222222222222222222', username: 'bob', discriminator: '0' }),
    );

    expect(values.ownerName).toBe('bob');
    expect(values.ownerId).toBe('222222222222222222');
    expect(values.isOnline).toBe(true);
    expect(values.name).toBe('');
    expect(values.tags).toBe('');
    expect(values.categories).toEqual([]);
  });
});
