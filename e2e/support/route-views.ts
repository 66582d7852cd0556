import type { Page } from 'playwright-core';
import { sessionCookie } from './review-requests';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './login';
import { NOT_FOUND_ROUTE, PAGE_ROUTES, paths, type PageModule } from '@botdir/contracts';

/** Who looks at the site: nobody logged in, a developer without a staff role, an Administrator. */
export type Persona = 'visitor' | 'developer' | 'staff';

export const PERSONA_USERS = { developer: DEMO_DEVELOPER, staff: DEMO_ADMIN } as const;

/** One state of one route: a URL, the heading that says it has rendered, and an optional step. */
export interface RouteView {
  /** A file-safe name, unique per persona: `<persona>-<name>.png` in the screenshots. */
  name: string;
  path: string;
  heading: string | RegExp;
  /** A step after the heading shows, such as opening a tab; it waits for what it opened. */
  open?: (page: Page) => Promise<void>;
  /** Only at these widths (the mobile menu exists below the desktop navbar only). */
  widths?: number[];
  /** A fixed overlay (the open menu): its screenshot is the screen, not the full page. */
  overlay?: boolean;
}

/** Real ids from the demo data that some views need. */
export interface DemoIds {
  /** An approved public bot. */
  botPath: string;
  /** The page of that bot's developer, and their name (its heading). */
  developerPath: string;
  developerName: string;
  /** A bot of the demo developer's own (any status). */
  ownBotPath: string;
  /** One of the demo developer's submissions, for the success page after submitting. */
  submissionId: string;
}

export const WIDTHS = [375, 1280] as const;

const openHistory = async (page: Page) => {
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByRole('list', { name: 'Change history' }).waitFor();
};

const openMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link').first().waitFor();
};

const MENU_VIEW: RouteView = {
  name: 'menu',
  path: paths.home(),
  heading: 'Browse by Category',
  open: openMenu,
  widths: [375, 768],
  overlay: true,
};

/** One view of each page that everyone sees alike, whoever is logged in. */
function publicRouteViews(ids: DemoIds): RouteView[] {
  return [
    { name: 'home', path: paths.home(), heading: 'Browse by Category' },
    MENU_VIEW,
    { name: 'browse', path: paths.browse(), heading: 'Browse Bots' },
    { name: 'trending', path: paths.trending(), heading: 'Trending Bots' },
    { name: 'featured', path: paths.featured(), heading: 'Featured Bots' },
    { name: 'new-releases', path: paths.newReleases(), heading: 'New Releases' },
    { name: 'privacy', path: paths.privacy(), heading: 'Privacy Policy' },
    { name: 'terms', path: paths.terms(), heading: 'Terms of Service' },
    { name: 'api-docs', path: paths.apiDocs(), heading: 'API Documentation' },
    { name: 'developer-guide', path: paths.developerGuide(), heading: 'Developer Guide' },
    { name: 'bot', path: ids.botPath, heading: /^About/ },
    { name: 'bot-vote', path: `${ids.botPath}/vote`, heading: /^Vote for / },
    { name: 'tag', path: paths.tag('music'), heading: '#music' },
    { name: 'developer', path: ids.developerPath, heading: ids.developerName },
    { name: 'not-found', path: '/no/such/page', heading: '404 Page Not Found' },
  ];
}

/** The other states of the public pages: a search, a category, each trending window, History. */
function publicStateViews(ids: DemoIds): RouteView[] {
  return [
    {
      name: 'browse-search',
      path: paths.browse({ search: 'music' }),
      heading: /^Results for "music"/,
    },
    {
      name: 'browse-category',
      path: paths.browse({ category: 'games' }),
      heading: /^All Bots in Games/,
    },
    { name: 'trending-month', path: `${paths.trending()}?window=month`, heading: 'Trending Bots' },
    { name: 'trending-all', path: `${paths.trending()}?window=all`, heading: 'Trending Bots' },
    { name: 'trending-votes', path: `${paths.trending()}?by=votes`, heading: 'Trending Bots' },
    { name: 'bot-history', path: ids.botPath, heading: /^About/, open: openHistory },
    { name: 'bot-missing', path: paths.bot(987654321), heading: 'Bot Not Found' },
  ];
}

function visitorViews(ids: DemoIds): RouteView[] {
  return [
    ...publicRouteViews(ids),
    ...publicStateViews(ids),
    { name: 'submit', path: paths.submit(), heading: 'Discord Login Required' },
    { name: 'dashboard', path: paths.dashboard(), heading: 'Login Required' },
    { name: 'admin', path: paths.admin(), heading: 'Authentication Required' },
  ];
}

/** The logged-in navbar is the same on every route: home and a bot page stand for the rest. */
function developerViews(ids: DemoIds): RouteView[] {
  return [
    { name: 'home', path: paths.home(), heading: 'Browse by Category' },
    MENU_VIEW,
    { name: 'bot', path: ids.botPath, heading: /^About/ },
    { name: 'own-bot', path: ids.ownBotPath, heading: /^About/ },
    { name: 'submit', path: paths.submit(), heading: 'Submit Your Bot' },
    {
      name: 'submit-success',
      path: `${paths.submit()}?submitted=${ids.submissionId}`,
      heading: 'Bot Submitted Successfully!',
    },
    { name: 'dashboard', path: paths.dashboard(), heading: /^Welcome back/ },
    {
      name: 'dashboard-submissions',
      path: paths.dashboard({ tab: 'submissions' }),
      heading: /^Welcome back/,
    },
    { name: 'admin', path: paths.admin(), heading: 'Access Denied' },
  ];
}

function staffViews(ids: DemoIds): RouteView[] {
  return [
    { name: 'home', path: paths.home(), heading: 'Browse by Category' },
    MENU_VIEW,
    { name: 'bot', path: ids.botPath, heading: /^About/ },
    { name: 'admin', path: paths.admin(), heading: 'Admin Dashboard' },
    { name: 'admin-all', path: `${paths.admin()}?tab=all`, heading: 'Admin Dashboard' },
    { name: 'admin-reports', path: `${paths.admin()}?tab=reports`, heading: 'Admin Dashboard' },
    { name: 'dashboard', path: paths.dashboard(), heading: /^Welcome back/ },
    { name: 'submit', path: paths.submit(), heading: 'Submit Your Bot' },
  ];
}

/** The persona's own states of the pages (its tabs, its bot, what it may or may not open). */
export function routeViews(persona: Persona, ids: DemoIds): RouteView[] {
  if (persona === 'developer') return developerViews(ids);
  if (persona === 'staff') return staffViews(ids);
  return visitorViews(ids);
}

/**
 * Every route as the persona sees it: its own views, then one of each public page it has not (the
 * navbar differs per persona on every page; the pages' other states look alike for everyone).
 */
export function everyRouteView(persona: Persona, ids: DemoIds): RouteView[] {
  const own = routeViews(persona, ids);
  const names = new Set(own.map((view) => view.name));
  return [...own, ...publicRouteViews(ids).filter((view) => !names.has(view.name))];
}

/** The route module a view's address shows (the router's table; anything else is not found). */
export function moduleOf(address: string): PageModule {
  const pathname = new URL(address, 'http://localhost').pathname;
  const route = Object.values(PAGE_ROUTES).find((each) =>
    new RegExp(`^${each.path.replace(/:[a-z]+/gi, '[^/]+')}$`).test(pathname),
  );
  return route ? route.module : NOT_FOUND_ROUTE.module;
}

/** Looks the ids up in the running demo data through the api. */
export async function demoIds(baseUrl: string): Promise<DemoIds> {
  const cookie = await sessionCookie(baseUrl, DEMO_DEVELOPER);
  const read = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const [bot] =
    await read<{ id: number; submitterId: string; ownerName: string }[]>('/api/bots?limit=1');
  const [ownBot] = await read<{ id: number }[]>('/api/user/bots', { cookie });
  const [submission] = await read<{ id: string }[]>('/api/user/submissions', { cookie });
  if (!bot || !ownBot || !submission) throw new Error('the demo data has no bots or submissions');
  return {
    botPath: `/bot/${bot.id}`,
    developerPath: paths.developer(bot.submitterId),
    developerName: bot.ownerName,
    ownBotPath: `/bot/${ownBot.id}`,
    submissionId: submission.id,
  };
}
