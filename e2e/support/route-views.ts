import type { Page } from 'playwright-core';
import { sessionCookie } from './review-requests';
import { DEMO_ADMIN, DEMO_DEVELOPER } from './login';

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
  path: '/',
  heading: 'Browse by Category',
  open: openMenu,
  widths: [375],
  overlay: true,
};

function visitorViews(ids: DemoIds): RouteView[] {
  return [
    { name: 'home', path: '/', heading: 'Browse by Category' },
    MENU_VIEW,
    { name: 'browse', path: '/browse', heading: 'Browse Bots' },
    { name: 'browse-search', path: '/browse?search=music', heading: /^Results for "music"/ },
    { name: 'browse-category', path: '/browse?category=games', heading: /^All Bots in Games/ },
    { name: 'trending', path: '/trending', heading: 'Trending Bots' },
    { name: 'trending-month', path: '/trending?window=month', heading: 'Trending Bots' },
    { name: 'trending-all', path: '/trending?window=all', heading: 'Trending Bots' },
    { name: 'trending-votes', path: '/trending?by=votes', heading: 'Trending Bots' },
    { name: 'featured', path: '/featured', heading: 'Featured Bots' },
    { name: 'new-releases', path: '/new-releases', heading: 'New Releases' },
    { name: 'submit', path: '/submit', heading: 'Discord Login Required' },
    { name: 'dashboard', path: '/dashboard', heading: 'Login Required' },
    { name: 'admin', path: '/admin', heading: 'Authentication Required' },
    { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
    { name: 'terms', path: '/terms', heading: 'Terms of Service' },
    { name: 'api-docs', path: '/api-docs', heading: 'API Documentation' },
    { name: 'developer-guide', path: '/developer-guide', heading: 'Developer Guide' },
    { name: 'bot', path: ids.botPath, heading: /^About/ },
    { name: 'bot-history', path: ids.botPath, heading: /^About/, open: openHistory },
    { name: 'bot-missing', path: '/bot/987654321', heading: 'Bot Not Found' },
    { name: 'not-found', path: '/no/such/page', heading: '404 Page Not Found' },
  ];
}

/** The logged-in navbar is the same on every route: home and a bot page stand for the rest. */
function developerViews(ids: DemoIds): RouteView[] {
  return [
    { name: 'home', path: '/', heading: 'Browse by Category' },
    MENU_VIEW,
    { name: 'bot', path: ids.botPath, heading: /^About/ },
    { name: 'own-bot', path: ids.ownBotPath, heading: /^About/ },
    { name: 'submit', path: '/submit', heading: 'Submit Your Bot' },
    {
      name: 'submit-success',
      path: `/submit?submitted=${ids.submissionId}`,
      heading: 'Bot Submitted Successfully!',
    },
    { name: 'dashboard', path: '/dashboard', heading: /^Welcome back/ },
    { name: 'dashboard-submissions', path: '/dashboard?tab=submissions', heading: /^Welcome back/ },
    { name: 'admin', path: '/admin', heading: 'Access Denied' },
  ];
}

function staffViews(ids: DemoIds): RouteView[] {
  return [
    { name: 'home', path: '/', heading: 'Browse by Category' },
    MENU_VIEW,
    { name: 'bot', path: ids.botPath, heading: /^About/ },
    { name: 'admin', path: '/admin', heading: 'Admin Dashboard' },
    { name: 'admin-all', path: '/admin?tab=all', heading: 'Admin Dashboard' },
    { name: 'admin-reports', path: '/admin?tab=reports', heading: 'Admin Dashboard' },
    { name: 'dashboard', path: '/dashboard', heading: /^Welcome back/ },
  ];
}

export function routeViews(persona: Persona, ids: DemoIds): RouteView[] {
  if (persona === 'developer') return developerViews(ids);
  if (persona === 'staff') return staffViews(ids);
  return visitorViews(ids);
}

/** Looks the ids up in the running demo data through the api. */
export async function demoIds(baseUrl: string): Promise<DemoIds> {
  const cookie = await sessionCookie(baseUrl, DEMO_DEVELOPER);
  const read = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const [bot] = await read<{ id: number }[]>('/api/bots?limit=1');
  const [ownBot] = await read<{ id: number }[]>('/api/user/bots', { cookie });
  const [submission] = await read<{ id: string }[]>('/api/user/submissions', { cookie });
  if (!bot || !ownBot || !submission) throw new Error('the demo data has no bots or submissions');
  return {
    botPath: `/bot/${bot.id}`,
    ownBotPath: `/bot/${ownBot.id}`,
    submissionId: submission.id,
  };
}
