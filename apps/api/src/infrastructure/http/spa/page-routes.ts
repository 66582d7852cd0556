import {
  parseBotRef,
  parseTagParam,
  NOT_FOUND_ROUTE,
  PAGE_ROUTES,
  SITE_NAME,
  pageTitle,
  paths,
  tagPageTitle,
  type PageKey,
  type PageModule,
  type PageRoute,
  type BotRef,
} from '@botdir/contracts';

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

/** What the server adds to a page of PAGE_ROUTES (path, title and module come from the table). */
type PageServing = Omit<StaticPage, 'path' | 'title' | 'module'>;

const routeModule = (name: PageModule) => `src/app/routes/${name}.tsx`;

export const SITE_DESCRIPTION =
  'Discover, search and invite the best Discord bots for your server: moderation, music, games, utilities and more.';

const SUBMIT_SERVING: PageServing = {
  description: 'Submit your Discord bot for review and get it discovered by server owners.',
};
const ADMIN_SERVING: PageServing = {
  description: 'Review submissions and feature bots.',
  noindex: true,
};

/** Every page of PAGE_ROUTES but the bot page (answered by id, see bot-head.ts), tag and developer pages. */
const SERVING: Record<Exclude<PageKey, 'bot' | 'botVote' | 'tag' | 'developer'>, PageServing> = {
  home: {
    description: SITE_DESCRIPTION,
    reads: [
      '/api/bots/featured',
      '/api/categories',
      '/api/stats',
      '/api/bots/trending?window=week&limit=5',
    ],
    inSitemap: true,
    firstView: 'home',
  },
  browse: {
    description: 'Search and filter every approved Discord bot by category, rating and name.',
    reads: ['/api/categories', '/api/bots?approved=true&sort=newest&limit=24&offset=0'],
    inSitemap: true,
    firstView: {
      heading: 'Browse Bots',
      lead: 'Explore every approved bot in the directory.',
      bots: '/api/bots?approved=true&sort=newest&limit=24&offset=0',
    },
  },
  trending: {
    description: 'The Discord bots most invited this week, this month and of all time.',
    reads: ['/api/categories', '/api/bots/trending?window=week&limit=50'],
    inSitemap: true,
    firstView: {
      heading: 'Trending Bots',
      lead: 'The bots communities are inviting the most.',
      emptyLead: 'Nothing is trending yet, so here are the newest bots from the last 7 days.',
      bots: '/api/bots/trending?window=week&limit=50',
    },
  },
  featured: {
    description: 'Discord bots hand-picked by our team for quality and reliability.',
    reads: ['/api/categories', '/api/bots/featured'],
    inSitemap: true,
    firstView: {
      heading: 'Featured Bots',
      lead: 'Our team hand-picks bots that stand out. Every featured bot meets these standards:',
      bots: '/api/bots/featured',
    },
  },
  newReleases: {
    description: 'Discord bots published in the last 30 days.',
    reads: ['/api/categories', '/api/bots?approved=true&days=30&sort=newest&limit=100'],
    inSitemap: true,
    firstView: {
      heading: 'New Releases',
      lead: 'The latest bots added to the directory in the last 30 days.',
      bots: '/api/bots?approved=true&days=30&sort=newest&limit=100',
    },
  },
  submit: { ...SUBMIT_SERVING, inSitemap: true },
  submitBot: { ...SUBMIT_SERVING, noindex: true },
  dashboard: { description: 'Manage your Discord bots and submissions.', noindex: true },
  admin: ADMIN_SERVING,
  adminTest: ADMIN_SERVING,
  privacy: { description: `How ${SITE_NAME} handles your data.`, inSitemap: true },
  terms: { description: `The terms for using ${SITE_NAME}.`, inSitemap: true },
  apiDocs: {
    description: `The public HTTP API of ${SITE_NAME}: list, search and read Discord bots.`,
    inSitemap: true,
  },
  developerGuide: {
    description: `How to list your Discord bot on ${SITE_NAME}, step by step.`,
    inSitemap: true,
  },
};

function staticPage(route: PageRoute & { title: string }, serving: PageServing): StaticPage {
  return { path: route.path, title: route.title, module: routeModule(route.module), ...serving };
}

/** Every page of the web app's router but /bot/:id, in the table's order. */
export const STATIC_PAGES: StaticPage[] = Object.entries(SERVING).map(([key, serving]) =>
  staticPage(PAGE_ROUTES[key as keyof typeof SERVING], serving),
);

export const NOT_FOUND_PAGE: StaticPage = {
  ...staticPage(NOT_FOUND_ROUTE, {
    description: 'The page you are looking for does not exist.',
    noindex: true,
  }),
  path: '',
};

export const BOT_PAGE_MODULE = routeModule(PAGE_ROUTES.bot.module);
export const VOTE_PAGE_MODULE = routeModule(PAGE_ROUTES.botVote.module);
export const TAG_PAGE_MODULE = routeModule(PAGE_ROUTES.tag.module);

/** A tag's page: its live bots, read like the app reads them (`{ tag, bots }`). */
export function tagStaticPage(tag: string): StaticPage {
  const bots = `/api/tags/${encodeURIComponent(tag)}`;
  return {
    path: paths.tag(tag),
    title: tagPageTitle(tag),
    description: `Discord bots tagged #${tag}: compare and invite them.`,
    module: TAG_PAGE_MODULE,
    reads: [bots],
    firstView: {
      heading: `#${tag}`,
      lead: `Discord bots tagged #${tag}.`,
      emptyLead: `No live bot is tagged #${tag} yet.`,
      bots,
    },
  };
}

/** A developer's page: their live bots, read like the app reads them (`{ user, bots, totals }`). */
export function developerStaticPage(userId: string): StaticPage {
  const read = `/api/users/${userId}`;
  return {
    path: paths.developer(userId),
    title: pageTitle('Developer'),
    description: `A developer's Discord bots on ${SITE_NAME}, with their servers, votes and rating.`,
    module: routeModule(PAGE_ROUTES.developer.module),
    reads: [read],
    firstView: { heading: 'Developer', lead: 'Their live Discord bots.', bots: read },
  };
}

const BY_PATH = new Map(STATIC_PAGES.map((page) => [page.path, page]));
const BOT_PATH = new RegExp(`^${PAGE_ROUTES.bot.path.replace(':id', '([^/]+)')}$`);
const VOTE_PATH = new RegExp(`^${PAGE_ROUTES.botVote.path.replace(':id', '([^/]+)')}$`);
const DEVELOPER_PATH = new RegExp(
  `^${PAGE_ROUTES.developer.path.replace(':id', '([1-9]\\d{16,19})')}$`,
);
const TAG_PATH = new RegExp(`^${PAGE_ROUTES.tag.path.replace(':tag', '([^/]+)')}$`);

/** The tag a `/tags/{tag}` segment names; null when it is not a tag a bot could carry. */
function tagOf(segment: string): string | null {
  try {
    return parseTagParam(decodeURIComponent(segment));
  } catch {
    return null; // malformed percent-encoding
  }
}

/** `segment`: the ref as the path spells it (the page is canonical only under its own). */
export type RouteMatch =
  | { kind: 'page'; page: StaticPage }
  | { kind: 'bot'; ref: BotRef; segment: string }
  | { kind: 'botVote'; ref: BotRef; segment: string }
  | { kind: 'tag'; tag: string }
  | { kind: 'developer'; userId: string }
  | null;

/** The page a path names; a trailing slash is ignored. Unknown paths and bad refs match nothing. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = BY_PATH.get(path);
  if (page) return { kind: 'page', page };
  const userId = DEVELOPER_PATH.exec(path)?.[1];
  if (userId !== undefined) return { kind: 'developer', userId };
  const tagSegment = TAG_PATH.exec(path)?.[1];
  if (tagSegment !== undefined) {
    const tag = tagOf(tagSegment);
    return tag === null ? null : { kind: 'tag', tag };
  }
  const voteSegment = VOTE_PATH.exec(path)?.[1];
  if (voteSegment !== undefined) {
    const ref = parseBotRef(voteSegment);
    return ref ? { kind: 'botVote', ref, segment: voteSegment } : null;
  }
  const segment = BOT_PATH.exec(path)?.[1];
  const ref = segment === undefined ? null : parseBotRef(segment);
  return ref && segment ? { kind: 'bot', ref, segment } : null;
}
