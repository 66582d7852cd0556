import type { LighthouseFigures } from './lighthouse-run';

export interface WebPage {
  name: string;
  path: string;
}

/**
 * Lighthouse medians of the same command at the commit before the web performance work
 * (demo data, 3 runs per page), so each run prints where it started from.
 */
export const BEFORE: Record<string, Partial<Omit<LighthouseFigures, 'failing'>>> = {
  'mobile home': {
    performance: 67,
    accessibility: 97,
    seo: 92,
    lcpMs: 4810,
    cls: 0.005,
    tbtMs: 400,
  },
  'mobile browse': { performance: 69, accessibility: 96, seo: 92, lcpMs: 4000, cls: 0, tbtMs: 244 },
  'mobile bot page': {
    performance: 51,
    accessibility: 96,
    seo: 91,
    lcpMs: 4310,
    cls: 0.603,
    tbtMs: 262,
  },
  'mobile new releases': {
    performance: 41,
    accessibility: 95,
    seo: 82,
    lcpMs: 4520,
    cls: 0.775,
    tbtMs: 415,
  },
  'mobile trending': {
    performance: 68,
    accessibility: 96,
    seo: 92,
    lcpMs: 3920,
    cls: 0,
    tbtMs: 457,
  },
  'desktop home': {
    performance: 79,
    accessibility: 96,
    seo: 91,
    lcpMs: 1190,
    cls: 0.38,
    tbtMs: 28,
  },
  'desktop browse': {
    performance: 79,
    accessibility: 96,
    seo: 91,
    lcpMs: 1560,
    cls: 0.101,
    tbtMs: 283,
  },
  'desktop bot page': {
    performance: 82,
    accessibility: 96,
    seo: 91,
    lcpMs: 1340,
    cls: 0.105,
    tbtMs: 252,
  },
  'desktop new releases': {
    performance: 77,
    accessibility: 96,
    seo: 82,
    lcpMs: 1150,
    cls: 0.437,
    tbtMs: 45,
  },
  'desktop trending': {
    performance: 70,
    accessibility: 96,
    seo: 91,
    lcpMs: 1480,
    cls: 0.934,
    tbtMs: 185,
  },
  'mobile /submit': { accessibility: 96, seo: 91 },
  'mobile /admin': { accessibility: 97, seo: 91 },
};

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

interface PublicBot {
  id: number;
  slug: string | null;
  tags: string[];
  submitterId: string;
}

/** A public bot with what its tag and developer pages are addressed by. */
export async function anyBot(baseUrl: string): Promise<PublicBot> {
  const response = await fetch(`${baseUrl}/api/bots?limit=1`);
  const bots = (await response.json()) as PublicBot[];
  if (!bots[0]) throw new Error('no public bot to measure');
  return bots[0];
}
