import type { LighthouseFigures } from './lighthouse-run';

export interface WebPage {
  name: string;
  path: string;
}

/**
 * Lighthouse medians of the same command at the commit before the web performance work
 * (demo data, 3 runs per page), so each run prints where it started from.
 */
export const BEFORE: Record<string, Partial<Omit<LighthouseFigures, 'failing'>>> = {};

/** A logged-in session for the staff pages: the development login as an Administrator. */
export async function devLoginCookie(baseUrl: string, roles: string[]): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/dev-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: '200000000000000009', username: 'bench_admin', roles }),
  });
  const cookie = response.headers.get('set-cookie');
  if (!response.ok || !cookie) throw new Error(`dev login failed: ${response.status}`);
  return cookie.split(';')[0] as string;
}

/** The id of one public bot, for the bot page. */
export async function anyBotId(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/bots?limit=1`);
  const bots = (await response.json()) as Array<{ id: number }>;
  if (!bots[0]) throw new Error('no public bot to measure');
  return bots[0].id;
}
