/** A page of the web app the server knows by path: what it tells search engines and link previews. */
export interface StaticPage {
  path: string;
  title: string;
  description: string;
  /** The route module (as Vite's manifest names it) whose chunk the page needs at once. */
  module: string;
  /** Public API reads the page makes on load: fetched while the JavaScript downloads. */
  reads?: string[];
  /** Pages behind a login: kept out of search results. */
  noindex?: boolean;
  /** Listed in the sitemap. */
  inSitemap?: boolean;
  /** What the HTML shows before the app starts: the home hero, or a list page's head and bots. */
  firstView?: 'home' | { heading: string; lead: string; emptyLead?: string; bots: string };
}

const routeModule = (name: string) => `src/app/routes/${name}.tsx`;

export const SITE_NAME = 'BotDirectory';
export const SITE_DESCRIPTION =
  'Discover, search and invite the best Discord bots for your server: moderation, music, games, utilities and more.';

/** Every path the web app's router declares (apps/web/src/app/router.tsx), except /bot/:id. */
export const STATIC_PAGES: StaticPage[] = [
  {
    path: '/',
    title: `${SITE_NAME}: Discord Bot List`,
    description: SITE_DESCRIPTION,
    module: routeModule('home'),
    reads: [
      '/api/bots/featured',
      '/api/categories',
      '/api/stats',
      '/api/bots/trending?window=week&limit=5',
    ],
    inSitemap: true,
    firstView: 'home',
  },
  {
    path: '/browse',
    title: `Browse Discord Bots | ${SITE_NAME}`,
    description: 'Search and filter every approved Discord bot by category, rating and name.',
    module: routeModule('browse'),
    reads: ['/api/categories', '/api/bots?approved=true&sort=newest&limit=24&offset=0'],
    inSitemap: true,
    firstView: {
      heading: 'Browse Bots',
      lead: 'Explore every approved bot in the directory.',
      bots: '/api/bots?approved=true&sort=newest&limit=24&offset=0',
    },
  },
  {
    path: '/trending',
    title: `Trending Discord Bots | ${SITE_NAME}`,
    description: 'The Discord bots most invited this week, this month and of all time.',
    module: routeModule('trending'),
    reads: ['/api/categories', '/api/bots/trending?window=week&limit=50'],
    inSitemap: true,
    firstView: {
      heading: 'Trending Bots',
      lead: 'The bots communities are inviting the most.',
      emptyLead: 'Nothing is trending yet, so here are the newest bots from the last 7 days.',
      bots: '/api/bots/trending?window=week&limit=50',
    },
  },
  {
    path: '/featured',
    title: `Featured Discord Bots | ${SITE_NAME}`,
    description: 'Discord bots hand-picked by our team for quality and reliability.',
    module: routeModule('featured'),
    reads: ['/api/categories', '/api/bots/featured'],
    inSitemap: true,
    firstView: {
      heading: 'Featured Bots',
      lead: 'Our team hand-picks bots that stand out. Every featured bot meets these standards:',
      bots: '/api/bots/featured',
    },
  },
  {
    path: '/new-releases',
    title: `New Discord Bots | ${SITE_NAME}`,
    description: 'Discord bots published in the last 30 days.',
    module: routeModule('new-releases'),
    reads: ['/api/categories', '/api/bots?approved=true&days=30&sort=newest&limit=100'],
    inSitemap: true,
    firstView: {
      heading: 'New Releases',
      lead: 'The latest bots added to the directory in the last 30 days.',
      bots: '/api/bots?approved=true&days=30&sort=newest&limit=100',
    },
  },
  {
    path: '/submit',
    title: `Submit Your Discord Bot | ${SITE_NAME}`,
    description: 'Submit your Discord bot for review and get it discovered by server owners.',
    module: routeModule('submit'),
    inSitemap: true,
  },
  {
    path: '/submit-bot',
    title: `Submit Your Discord Bot | ${SITE_NAME}`,
    description: 'Submit your Discord bot for review and get it discovered by server owners.',
    module: routeModule('submit'),
    noindex: true,
  },
  {
    path: '/dashboard',
    title: `Your Dashboard | ${SITE_NAME}`,
    description: 'Manage your Discord bots and submissions.',
    module: routeModule('dashboard'),
    noindex: true,
  },
  {
    path: '/admin',
    title: `Admin | ${SITE_NAME}`,
    description: 'Review submissions and feature bots.',
    module: routeModule('admin'),
    noindex: true,
  },
  {
    path: '/admin-test',
    title: `Admin | ${SITE_NAME}`,
    description: 'Review submissions and feature bots.',
    module: routeModule('admin'),
    noindex: true,
  },
  {
    path: '/privacy',
    title: `Privacy Policy | ${SITE_NAME}`,
    description: `How ${SITE_NAME} handles your data.`,
    module: routeModule('privacy'),
    inSitemap: true,
  },
  {
    path: '/terms',
    title: `Terms of Service | ${SITE_NAME}`,
    description: `The terms for using ${SITE_NAME}.`,
    module: routeModule('terms'),
    inSitemap: true,
  },
  {
    path: '/api-docs',
    title: `API Documentation | ${SITE_NAME}`,
    description: `The public HTTP API of ${SITE_NAME}: list, search and read Discord bots.`,
    module: routeModule('api-docs'),
    inSitemap: true,
  },
  {
    path: '/developer-guide',
    title: `Developer Guide | ${SITE_NAME}`,
    description: `How to list your Discord bot on ${SITE_NAME}, step by step.`,
    module: routeModule('developer-guide'),
    inSitemap: true,
  },
];

export const NOT_FOUND_PAGE: StaticPage = {
  path: '',
  title: `Page Not Found | ${SITE_NAME}`,
  description: 'The page you are looking for does not exist.',
  module: routeModule('not-found'),
  noindex: true,
};

export const BOT_PAGE_MODULE = routeModule('bot-detail');

const BY_PATH = new Map(STATIC_PAGES.map((page) => [page.path, page]));

export type RouteMatch = { kind: 'page'; page: StaticPage } | { kind: 'bot'; id: number } | null;

/** The page a path names; a trailing slash is ignored. Unknown paths and bad ids match nothing. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = BY_PATH.get(path);
  if (page) return { kind: 'page', page };
  const bot = /^\/bot\/([1-9]\d{0,15})$/.exec(path);
  if (bot && Number.isSafeInteger(Number(bot[1]))) return { kind: 'bot', id: Number(bot[1]) };
  return null;
}
