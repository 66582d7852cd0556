import type { FakeDiscord } from '../../../../../tools/fake-discord/fake-discord-server';
import type { HttpTarget } from '@api/testing/http-target';
import type { TestApp } from '@api/testing/test-app';

export const ADMINISTRATOR_ROLE = '100000000000000001';
export const REVIEWER_ROLE = '100000000000000002';

/** The api's variables for a fake Discord; the callback host only has to match on both legs. */
export function discordEnv(
  fake: FakeDiscord,
  callbackUrl = 'http://127.0.0.1:9/auth/discord/callback',
): Record<string, string> {
  return {
    DISCORD_CLIENT_ID: fake.clientId,
    DISCORD_CLIENT_SECRET: fake.clientSecret,
    DISCORD_GUILD_ID: fake.guildId,
    DISCORD_API_URL: fake.apiUrl,
    DISCORD_AUTHORIZE_URL: fake.authorizeUrl,
    DISCORD_CALLBACK_URL: callbackUrl,
    STAFF_ROLE_IDS: `${ADMINISTRATOR_ROLE},${REVIEWER_ROLE}`,
  };
}

function cookieFrom(response: Response, name: string): string | null {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] as string)
    .find((pair) => pair.startsWith(`${name}=`));
  return cookie && cookie !== `${name}=` ? cookie : null;
}

export interface DiscordLoginResult {
  /** The session cookie (`botdir.sid=...`). */
  cookie: string;
  /** Where the api sent the browser after the callback. */
  landedOn: string;
}

/**
 * Walks the redirect flow as a browser would, with the fake consenting as `userId`: the api's
 * /auth/discord, the fake's authorize page, then the api's callback with the state cookie.
 */
export async function loginThroughDiscord(
  api: TestApp,
  fake: FakeDiscord,
  userId: string,
  options: { returnTo?: string; cookie?: string } = {},
): Promise<DiscordLoginResult> {
  const existing: Record<string, string> = options.cookie ? { Cookie: options.cookie } : {};
  const returnTo = encodeURIComponent(options.returnTo ?? '/');
  const start = await fetch(`${api.baseUrl}/auth/discord?returnTo=${returnTo}`, {
    redirect: 'manual',
    headers: existing,
  });
  const stateCookie = cookieFrom(start, 'botdir.oauth');
  const authorize = start.headers.get('location');
  if (start.status !== 302 || !authorize || !stateCookie) {
    throw new Error(`login did not start: ${start.status} ${await start.text()}`);
  }
  fake.setAutoConsent(userId);
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location') ?? '');
  const back = await fetch(`${api.baseUrl}/auth/discord/callback${callback.search}`, {
    redirect: 'manual',
    headers: { Cookie: [options.cookie, stateCookie].filter(Boolean).join('; ') },
  });
  const cookie = cookieFrom(back, 'botdir.sid');
  if (back.status !== 302 || !cookie) {
    throw new Error(`login did not complete: ${back.status} ${await back.text()}`);
  }
  return { cookie, landedOn: back.headers.get('location') ?? '' };
}

/** `api` as a test client's target whose users log in through the fake Discord (no dev login). */
export function throughDiscord(api: TestApp, fake: FakeDiscord): HttpTarget {
  return {
    baseUrl: api.baseUrl,
    request: (method, urlPath, options) => api.request(method, urlPath, options),
    login: async (user) => (await loginThroughDiscord(api, fake, user.id)).cookie,
  };
}
