import { PAGE_ROUTES } from './page-routes';

export type DashboardTab = 'bots' | 'submissions';

/** The `{ref}` of a bot's canonical `/bot/{ref}`: its slug when it has one, else its id. */
export function canonicalBotRef(bot: { id: number; slug?: string | null }): string {
  return bot.slug ?? String(bot.id);
}

/** Link builders for every page of PAGE_ROUTES: no page address is typed twice. */
export const paths = {
  home: () => PAGE_ROUTES.home.path,
  /**
   * A bot's page at its canonical address: `/bot/{slug}` when it has a slug, else `/bot/{id}`. An id
   * alone is for callers that know no slug: the server (and the page) move it to the slug.
   */
  bot: (bot: number | { id: number; slug?: string | null }) =>
    PAGE_ROUTES.bot.path.replace(
      ':id',
      typeof bot === 'number' ? String(bot) : canonicalBotRef(bot),
    ),
  /** A bot's vote page at its canonical ref (`/bot/{slug}/vote`): a bot links it from its commands. */
  botVote: (bot: number | { id: number; slug?: string | null }) =>
    PAGE_ROUTES.botVote.path.replace(
      ':id',
      typeof bot === 'number' ? String(bot) : canonicalBotRef(bot),
    ),
  /** The one results page, with the search (`exact`: never corrected) and category asked for. */
  browse: ({
    search,
    category,
    exact,
  }: { search?: string; category?: string; exact?: boolean } = {}) => {
    const params = new URLSearchParams();
    const term = search?.trim();
    if (term) params.set('search', term);
    if (term && exact) params.set('exact', 'true');
    if (category) params.set('category', category);
    const query = params.toString();
    return query ? `${PAGE_ROUTES.browse.path}?${query}` : PAGE_ROUTES.browse.path;
  },
  /** The page of the live bots carrying a tag (stored lower-case). */
  tag: (tag: string) => PAGE_ROUTES.tag.path.replace(':tag', encodeURIComponent(tag)),
  /** A developer's page (their Discord user id): their live bots and totals. */
  developer: (userId: string) => PAGE_ROUTES.developer.path.replace(':id', userId),
  trending: () => PAGE_ROUTES.trending.path,
  featured: () => PAGE_ROUTES.featured.path,
  newReleases: () => PAGE_ROUTES.newReleases.path,
  submit: () => PAGE_ROUTES.submit.path,
  /** A tab of the dashboard, scrolled to one submission's card when given. */
  dashboard: ({ tab, submissionId }: { tab?: DashboardTab; submissionId?: string } = {}) =>
    `${PAGE_ROUTES.dashboard.path}${tab ? `?tab=${tab}` : ''}${
      submissionId ? `#submission-${submissionId}` : ''
    }`,
  admin: () => PAGE_ROUTES.admin.path,
  privacy: () => PAGE_ROUTES.privacy.path,
  terms: () => PAGE_ROUTES.terms.path,
  apiDocs: () => PAGE_ROUTES.apiDocs.path,
  developerGuide: () => PAGE_ROUTES.developerGuide.path,
};
