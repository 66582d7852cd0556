import { ConfigError, loadConfig } from '@api/infrastructure/config/app-config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('login and security settings are validated at start, every problem at once', () => {
  it('names each missing Discord setting when only DISCORD_CLIENT_ID is set', () => {
    const problems = problemsOf({ DISCORD_CLIENT_ID: '400000000000000001' });
    expect(problems).toEqual([
      'DISCORD_CLIENT_SECRET is required with DISCORD_CLIENT_ID',
      expect.stringContaining('DISCORD_CALLBACK_URL is required'),
      expect.stringContaining('DISCORD_GUILD_ID is required'),
    ]);
  });

  it.each([
    ['DISCORD_API_URL', 'ftp://discord.example', /DISCORD_API_URL must start with http/],
    ['DISCORD_AUTHORIZE_URL', 'not a url', /DISCORD_AUTHORIZE_URL is not a valid URL/],
    ['PUBLIC_URL', 'javascript:alert(1)', /PUBLIC_URL must start with http/],
    ['TRUST_PROXY', 'everyone please', /TRUST_PROXY must be a hop count/],
    ['RATE_LIMIT_GETS_PER_MINUTE', '0', /RATE_LIMIT_GETS_PER_MINUTE must be a whole number from 1/],
    [
      'RATE_LIMIT_SUBMISSIONS_PER_HOUR',
      'ten',
      /RATE_LIMIT_SUBMISSIONS_PER_HOUR must be a whole number/,
    ],
    ['DISCORD_ROLES_REFRESH_SECONDS', '3600', /from 0 to 900/],
  ])('refuses %s=%j with a clear message', (name, value, message) => {
    expect(problemsOf({ [name]: value })).toEqual([expect.stringMatching(message)]);
  });

  it('refuses Discord ids in any spelling but Discord’s own (a leading zero never matches)', () => {
    const discord = {
      DISCORD_CLIENT_ID: '0400000000000000001',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_CALLBACK_URL: 'https://bots.example.com/auth/discord/callback',
      DISCORD_GUILD_ID: '0300000000000000001',
      STAFF_ROLE_IDS: '0100000000000000001,100000000000000002',
    };
    expect(problemsOf(discord)).toEqual([
      'DISCORD_CLIENT_ID must be a Discord application id (got "0400000000000000001")',
      'DISCORD_GUILD_ID must be a Discord server id (got "0300000000000000001")',
      'STAFF_ROLE_IDS must be two Discord role ids, "administratorId,reviewerId"',
    ]);
  });

  it('uses Discord itself by default and a configured fake when told', () => {
    expect(loadConfig({}).discord).toMatchObject({
      apiUrl: 'https://discord.com/api',
      authorizeUrl: 'https://discord.com/oauth2/authorize',
      rolesRefreshMs: 15 * 60 * 1000,
    });
    expect(loadConfig({ DISCORD_API_URL: 'http://127.0.0.1:4000/api/' }).discord.apiUrl).toBe(
      'http://127.0.0.1:4000/api',
    );
  });

  it('reads PUBLIC_URL as an origin and TRUST_PROXY as express expects it', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://bots.example.com/some/path',
      TRUST_PROXY: '1',
    });
    expect(config.publicOrigin).toBe('https://bots.example.com');
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('keeps the development login only where Discord is not configured and not in production', () => {
    const discord = {
      DISCORD_CLIENT_ID: '400000000000000001',
      DISCORD_CLIENT_SECRET: 'secret',
      DISCORD_CALLBACK_URL: 'https://bots.example.com/auth/discord/callback',
      DISCORD_GUILD_ID: '300000000000000001',
    };
    expect(loadConfig({}).devLoginEnabled).toBe(true);
    expect(loadConfig(discord).devLoginEnabled).toBe(false);
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual(
      expect.arrayContaining(['SESSION_SECRET is required in production']),
    );
  });
});
