/** The product's name, in every page title and link preview (the web app and the server's HTML). */
export const SITE_NAME = 'BotDirectory';

/** "{page} | BotDirectory": the tab title of every page but home. */
export const pageTitle = (page: string): string => `${page} | ${SITE_NAME}`;

/** The web app's route modules: apps/web/src/app/routes/<module>.tsx, each its own chunk. */
export type PageModule =
  | 'home'
  | 'bot-detail'
  | 'bot-vote'
  | 'browse'
  | 'tag'
  | 'developer'
  | 'trending'
  | 'featured'
  | 'new-releases'
  | 'submit'
  | 'dashboard'
  | 'admin'
  | 'privacy'
  | 'terms'
  | 'api-docs'
  | 'developer-guide'
  | 'not-found';

/** A tag page's title: "#music Discord Bots | BotDirectory" (the web app's and the server's). */
export const tagPageTitle = (tag: string): string => pageTitle(`#${tag} Discord Bots`);

/** A developer page's title once their name is known. */
export const developerPageTitle = (name: string): string => pageTitle(`Discord Bots by ${name}`);

/** A bot's vote page's title (the web app's and the server's). */
export const votePageTitle = (botName: string): string => pageTitle(`Vote for ${botName}`);

export interface PageRoute {
  /** As the router declares it (`:id` for a parameter). */
  path: string;
  /** The tab's title; null for a page titled by its data (a bot's name). */
  title: string | null;
  module: PageModule;
  /** An old address the router sends on to this path (the server answers it like that page). */
  redirectTo?: string;
}

const SUBMIT_TITLE = pageTitle('Submit Your Discord Bot');
const ADMIN_TITLE = pageTitle('Admin');

/**
 * Every page of the web app, read by its router (apps/web/src/app/app-routes.tsx) and by the
 * server's page routes (apps/api/src/infrastructure/http/spa/page-routes.ts): one table, so a
 * page the router shows is always a page the server answers, with the same title.
 */
export const PAGE_ROUTES = {
  home: { path: '/', title: `${SITE_NAME}: Discord Bot List`, module: 'home' },
  bot: { path: '/bot/:id', title: null, module: 'bot-detail' },
  // A bot's vote page, for the bot to link from its own commands; titled by the bot (voteTitle).
  botVote: { path: '/bot/:id/vote', title: null, module: 'bot-vote' },
  browse: { path: '/browse', title: pageTitle('Browse Discord Bots'), module: 'browse' },
  // Titled by its tag (tagPageTitle).
  tag: { path: '/tags/:tag', title: null, module: 'tag' },
  // Titled by the developer's name (developerPageTitle).
  developer: { path: '/users/:id', title: null, module: 'developer' },
  trending: { path: '/trending', title: pageTitle('Trending Discord Bots'), module: 'trending' },
  featured: { path: '/featured', title: pageTitle('Featured Discord Bots'), module: 'featured' },
  newReleases: {
    path: '/new-releases',
    title: pageTitle('New Discord Bots'),
    module: 'new-releases',
  },
  submit: { path: '/submit', title: SUBMIT_TITLE, module: 'submit' },
  // Some pages link to /submit-bot; the declared route is /submit.
  submitBot: { path: '/submit-bot', title: SUBMIT_TITLE, module: 'submit', redirectTo: '/submit' },
  dashboard: { path: '/dashboard', title: pageTitle('Your Dashboard'), module: 'dashboard' },
  admin: { path: '/admin', title: ADMIN_TITLE, module: 'admin' },
  adminTest: { path: '/admin-test', title: ADMIN_TITLE, module: 'admin' },
  privacy: { path: '/privacy', title: pageTitle('Privacy Policy'), module: 'privacy' },
  terms: { path: '/terms', title: pageTitle('Terms of Service'), module: 'terms' },
  apiDocs: { path: '/api-docs', title: pageTitle('API Documentation'), module: 'api-docs' },
  developerGuide: {
    path: '/developer-guide',
    title: pageTitle('Developer Guide'),
    module: 'developer-guide',
  },
} as const satisfies Record<string, PageRoute>;

export type PageKey = keyof typeof PAGE_ROUTES;

/** Any other path. */
export const NOT_FOUND_ROUTE = {
  path: '*',
  title: pageTitle('Page Not Found'),
  module: 'not-found',
} as const satisfies PageRoute;
