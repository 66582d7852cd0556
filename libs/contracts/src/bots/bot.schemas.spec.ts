import { ValidationError } from 'yup';
import { botDataSchema } from './bot.schemas';

const validBot = () => ({
  name: 'Melody',
  ownerName: 'alice#0001',
  shortDescription: 'A music bot',
  description: 'Plays music.\nQueues, playlists and radio.',
  avatar: 'https://cdn.example.com/melody.png',
  ownerId: '111111111111111111',
  inviteUrl: 'https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot',
  discordAppId: '123456789012345678',
  supportServerUrl: 'https://discord.gg/melody',
  websiteUrl: 'https://melody.example.com',
  githubUrl: 'https://github.com/example/melody',
  categories: ['music', 'fun'],
  tags: ['music', 'radio'],
  isOnline: true,
});

/** Every message the server would answer, as `path: message`; empty when the payload passes. */
function problems(payload: unknown): string[] {
  try {
    botDataSchema.validateSync(payload, { strict: true, abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => `${inner.path ?? ''}: ${inner.message}`);
  }
}

const URL_FIELDS = ['avatar', 'inviteUrl', 'supportServerUrl', 'websiteUrl', 'githubUrl'] as const;

describe('botDataSchema', () => {
  it('accepts a complete, valid bot in strict mode', async () => {
    await expect(
      botDataSchema.validate(validBot(), { strict: true, abortEarly: false }),
    ).resolves.toEqual(validBot());
  });

  it('accepts a bot without the optional fields', () => {
    const { supportServerUrl, websiteUrl, githubUrl, tags, ...required } = validBot();
    expect([supportServerUrl, websiteUrl, githubUrl, tags]).toHaveLength(4);
    expect(problems(required)).toEqual([]);
  });

  it("requires the Discord Application ID, equal to the invite URL's client_id", () => {
    expect(problems({ ...validBot(), discordAppId: undefined })).toEqual([
      'discordAppId: Discord Application ID is required',
    ]);
    expect(problems({ ...validBot(), discordAppId: '223456789012345678' })).toEqual([
      "discordAppId: Discord Application ID must be the invite URL's client_id",
    ]);
  });

  it.each([
    ['name', 'Bot name is required'],
    ['ownerName', 'Your name is required'],
    ['shortDescription', 'Short description is required'],
    ['description', 'Full description is required'],
    ['avatar', 'Bot avatar URL is required'],
    ['ownerId', 'Your Discord User ID is required'],
    ['inviteUrl', 'Bot invite URL is required'],
    ['categories', 'Please select at least one category'],
  ])('requires %s', (field, message) => {
    const payload: Record<string, unknown> = validBot();
    delete payload[field];
    expect(problems(payload)).toContain(`${field}: ${message}`);
  });

  it('refuses a blank name', () => {
    expect(problems({ ...validBot(), name: '   ' })).toContain('name: Bot name is required');
  });

  it('refuses a short description of 101 characters and accepts 100', () => {
    expect(problems({ ...validBot(), shortDescription: 'a'.repeat(101) })).toEqual([
      'shortDescription: Short description must be at most 100 characters',
    ]);
    expect(problems({ ...validBot(), shortDescription: 'a'.repeat(100) })).toEqual([]);
  });

  it('refuses a Discord Application ID that is not a 17-19 digit number', () => {
    expect(problems({ ...validBot(), discordAppId: '123' })).toEqual([
      'discordAppId: Discord Application ID must be a valid 17-19 digit number',
    ]);
  });

  it('refuses a leading zero in a Discord id, even when the invite spells it the same', () => {
    const zeroed = '0705628693733435503';
    const inviteUrl = `https://discord.com/oauth2/authorize?client_id=${zeroed}&scope=bot`;
    expect(problems({ ...validBot(), discordAppId: zeroed, inviteUrl })).toEqual([
      'inviteUrl: Bot invite URL must be a Discord OAuth2 authorize URL with a client_id',
      'discordAppId: Discord Application ID must not start with 0',
    ]);
    expect(problems({ ...validBot(), ownerId: '0111111111111111111' })).toEqual([
      'ownerId: Your Discord User ID must not start with 0',
    ]);
  });

  it.each([
    ['a leading plus', '+123456789012345678'],
    ['a leading space', ' 123456789012345678'],
    ['an exponent', '1.2345678901234e17'],
  ])('refuses a Discord Application ID with %s', (_label, discordAppId) => {
    expect(problems({ ...validBot(), discordAppId })).toEqual([
      'discordAppId: Discord Application ID must be a valid 17-19 digit number',
    ]);
  });

  it('refuses an empty category list and unknown categories', () => {
    expect(problems({ ...validBot(), categories: [] })).toEqual([
      'categories: Please select at least one category',
    ]);
    expect(problems({ ...validBot(), categories: ['music', 'casino'] })).toEqual([
      'categories[1]: Unknown category: casino',
    ]);
  });

  describe.each(URL_FIELDS)('%s', (field) => {
    it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
      'refuses %s',
      (url) => {
        const found = problems({ ...validBot(), [field]: url });
        expect(found).toHaveLength(1);
        expect(found[0]).toMatch(new RegExp(`^${field}: `));
      },
    );
  });

  it('refuses an avatar over plain http', () => {
    expect(problems({ ...validBot(), avatar: 'http://cdn.example.com/melody.png' })).toEqual([
      'avatar: Bot avatar URL must be an https URL',
    ]);
  });

  it.each([
    ['another host', 'https://evil.example.com/oauth2/authorize?client_id=123456789012345678'],
    ['no client_id', 'https://discord.com/oauth2/authorize?scope=bot'],
    ['plain http', 'http://discord.com/oauth2/authorize?client_id=123456789012345678&scope=bot'],
  ])('refuses an invite URL with %s', (_case, inviteUrl) => {
    expect(problems({ ...validBot(), inviteUrl })).toEqual([
      'inviteUrl: Bot invite URL must be a Discord OAuth2 authorize URL with a client_id',
    ]);
  });

  it.each([
    ['name', 'Mel\u0000ody'],
    ['name', 'Melody\u202Eevil'],
    ['description', 'Plays music\u0000'],
    ['description', 'Plays \u2066music'],
    ['ownerName', 'alice\u202E'],
  ])('refuses control and bidi override characters in %s (%j)', (field, value) => {
    expect(problems({ ...validBot(), [field]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${field}: .*contains characters that are not allowed`)),
    ]);
  });

  it('refuses line breaks in single-line fields only', () => {
    expect(problems({ ...validBot(), name: 'Mel\nody' })).toHaveLength(1);
    expect(problems({ ...validBot(), description: 'Line one\r\nLine two\tend' })).toEqual([]);
  });

  it('refuses unknown fields, __proto__ from JSON included', () => {
    const fromJson: unknown = JSON.parse(
      JSON.stringify(validBot()).replace('{', '{"__proto__":{"isAdmin":true},'),
    );
    expect(problems(fromJson)).toEqual([': Unknown field: __proto__']);
    expect(problems({ ...validBot(), isAdmin: true })).toEqual([': Unknown field: isAdmin']);
  });
});

describe('botDataSchema: every tag error names the tag', () => {
  const tagProblems = (tags: unknown[]) =>
    problems({ ...validBot(), tags }).filter((line) => line.startsWith('tags'));

  it('quotes a tag that is too long', () => {
    expect(tagProblems(['radio', 'x'.repeat(30)])).toEqual([
      `tags[1]: Tag "${'x'.repeat(24)}…" is too long: at most 24 characters`,
    ]);
  });

  it('quotes a tag with a refused character, showing its visible part', () => {
    expect(tagProblems(['lo\u200Bfi'])).toEqual([
      'tags[0]: Tag "lofi" contains characters that are not allowed: an invisible character (U+200B)',
    ]);
  });

  it('names an empty, blank, missing or non-text tag by its place in the list', () => {
    expect(tagProblems(['radio', '', '   ', null, 42])).toEqual([
      'tags[1]: Tag 2 is empty',
      'tags[2]: Tag 3 is empty',
      'tags[3]: Tag 4 is empty',
      'tags[4]: Tag 5 must be text',
    ]);
  });

  it('accepts tags with spaces, slashes and dashes (the demo catalogue has them)', () => {
    expect(tagProblems(['24/7', 'rank cards', 'anti-raid'])).toEqual([]);
  });
});
