import { ValidationError } from 'yup';
import { checkEvent } from '../common/event-guard';
import { currentSchemaVersion } from '../common/upcast';
import type { UncheckedEvent } from '../common/event-envelope';
import { prepareBotData } from './prepare-bot-data';
import { botFieldChanges } from './bot-history';

const owner = { id: '111111111111111111', name: 'dev_one' };
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Melody',
  shortDescription: 'Short',
  description: 'Plays music.',
  avatar: 'https://cdn.example.com/a.png',
  inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot',
  discordAppId: '123456789012345678',
  categories: ['music'],
  ...overrides,
});

const problemsOf = (overrides: Record<string, unknown>): string[] => {
  try {
    prepareBotData(form(overrides), owner);
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return [];
};

describe('banner, screenshots and slash commands', () => {
  it('keeps them normalised, and leaves them out when not given', () => {
    const bot = prepareBotData(
      form({
        banner: ' https://cdn.example.com/banner.png ',
        screenshots: ['https://cdn.example.com/1.png'],
        slashCommands: [{ name: 'play', description: ' Plays a song ' }],
      }),
      owner,
    );
    expect(bot).toMatchObject({
      banner: 'https://cdn.example.com/banner.png',
      screenshots: ['https://cdn.example.com/1.png'],
      slashCommands: [{ name: 'play', description: 'Plays a song' }],
    });
    const plain = prepareBotData(form({ banner: '', screenshots: [], slashCommands: [] }), owner);
    expect(Object.keys(plain)).not.toEqual(expect.arrayContaining(['banner']));
    expect(plain).not.toHaveProperty('screenshots');
    expect(plain).not.toHaveProperty('slashCommands');
  });

  it.each([
    [
      'an http banner',
      { banner: 'http://cdn.example.com/b.png' },
      'Banner URL must be an https URL',
    ],
    [
      'a javascript: screenshot',
      { screenshots: ['javascript:alert(1)'] },
      'Screenshot URL must be an https URL',
    ],
    [
      '6 screenshots',
      { screenshots: Array(6).fill('https://cdn.example.com/1.png') },
      'At most 5 screenshots',
    ],
    [
      'screenshots as text',
      { screenshots: 'https://cdn.example.com/1.png' },
      'Screenshots must be a list of URLs',
    ],
    [
      'an upper-case command',
      { slashCommands: [{ name: 'Play', description: 'x' }] },
      'Command name must be 1-32 lower-case letters, digits, - or _ (as Discord requires)',
    ],
    [
      'a command with a space',
      { slashCommands: [{ name: 'play now', description: 'x' }] },
      'Command name must be 1-32 lower-case letters, digits, - or _ (as Discord requires)',
    ],
    [
      'a 33-letter command',
      { slashCommands: [{ name: 'p'.repeat(33), description: 'x' }] },
      'Command name must be at most 32 characters',
    ],
    [
      'a command without a description',
      { slashCommands: [{ name: 'play', description: ' ' }] },
      'Command description is required',
    ],
    [
      'a 101-letter description',
      { slashCommands: [{ name: 'play', description: 'd'.repeat(101) }] },
      'Command description must be at most 100 characters',
    ],
    [
      'a command as text',
      { slashCommands: ['play'] },
      'A slash command must be an object with a name and a description',
    ],
    [
      'a command with extra fields',
      { slashCommands: [{ name: 'play', description: 'x', options: 'x' }] },
      'Unknown field: options',
    ],
    [
      '26 commands',
      {
        slashCommands: Array.from({ length: 26 }, (_, i) => ({ name: `c${i}`, description: 'x' })),
      },
      'At most 25 slash commands',
    ],
    [
      'two commands of one name',
      {
        slashCommands: [
          { name: 'play', description: 'a' },
          { name: 'play', description: 'b' },
        ],
      },
      'Slash command names must be unique',
    ],
  ])('refuses %s with a clear message', (_label, overrides, message) => {
    expect(problemsOf(overrides)).toContain(message);
  });

  it('accepts Discord names in other scripts (lower case where the script has case)', () => {
    expect(problemsOf({ slashCommands: [{ name: 'músicа-2_x', description: 'x' }] })).toEqual([]);
    expect(problemsOf({ slashCommands: [{ name: 'खेल', description: 'x' }] })).toEqual([]);
  });

  it('are carried in the events, whose earlier versions without them still replay', () => {
    const stored = (bot: object): UncheckedEvent => ({
      id: 'event-1',
      streamId: 'bot-7',
      revision: 0,
      position: 12,
      type: 'BotEdited',
      data: { botId: 7, bot },
      metadata: {
        actor: { id: owner.id, name: owner.name, roles: [] },
        correlationId: 'correlation-1',
        causationId: 'causation-1',
        commandId: 'command-1',
        occurredAt: '2025-01-31T10:00:00.000Z',
        schemaVersion: currentSchemaVersion('BotEdited'),
      },
    });
    const withMedia = prepareBotData(
      form({
        screenshots: ['https://cdn.example.com/1.png'],
        slashCommands: [{ name: 'play', description: 'x' }],
      }),
      owner,
    );
    const without = prepareBotData(form(), owner);
    expect(checkEvent(stored(withMedia)).kind).toBe('valid');
    expect(checkEvent(stored(without)).kind).toBe('valid');
    const broken = { ...withMedia, slashCommands: [{ name: 'play' }] };
    expect(checkEvent(stored(broken))).toMatchObject({
      reason: expect.stringContaining('data.bot.slashCommands[0].description must be a string'),
    });
  });

  it("show as changed in the bot's history when an edit changes them", () => {
    const before = prepareBotData(form({ screenshots: ['https://cdn.example.com/1.png'] }), owner);
    const after = prepareBotData(
      form({
        banner: 'https://cdn.example.com/b.png',
        slashCommands: [{ name: 'play', description: 'x' }],
      }),
      owner,
    );
    expect(botFieldChanges(before, after).map((change) => change.field)).toEqual([
      'banner',
      'screenshots',
      'slash commands',
    ]);
  });
});
