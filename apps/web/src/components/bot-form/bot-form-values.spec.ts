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
  banner: 'https://cdn.example/banner.png',
  screenshots: ['https://cdn.example/1.png', 'https://cdn.example/2.png'],
  slashCommands: [
    { name: 'play', description: 'Plays a song' },
    { name: 'queue', description: 'Shows what plays next: in order' },
  ],
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
      banner: 'https://cdn.example/banner.png',
      screenshots: 'https://cdn.example/1.png\nhttps://cdn.example/2.png',
      slashCommands: '/play: Plays a song\n/queue: Shows what plays next: in order',
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

  it('read one screenshot and one "/name: description" command a line, blank lines skipped', () => {
    const data = toBotData({
      ...toFormValues(botDataFromView(liveBot)),
      screenshots: ' https://cdn.example/a.png \n\n',
      slashCommands: 'play:  Plays\n\n  /stop\n',
    });

    expect(data.screenshots).toEqual(['https://cdn.example/a.png']);
    expect(data.slashCommands).toEqual([
      { name: 'play', description: 'Plays' },
      { name: 'stop', description: '' },
    ]);
    const none = toBotData({
      ...toFormValues(botDataFromView(liveBot)),
      banner: ' ',
      screenshots: '',
      slashCommands: '',
    });
    expect(none).not.toHaveProperty('banner');
    expect(none).not.toHaveProperty('screenshots');
    expect(none).not.toHaveProperty('slashCommands');
  });

  it('round-trip a bot unchanged through the form (an edit keeps banner, screenshots, commands)', () => {
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
