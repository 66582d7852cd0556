import type { FirstViewAnswer } from './first-view-reads';
import {
  botFirstView,
  homeFirstView,
  listFirstView,
  voteFirstView,
  type FirstViewBot,
} from './first-view-markup';
import type { StaticPage } from './page-routes';

/** The most bots a list page shows before the app starts (the rest come with the app). */
const LIST_BOTS_MAX = 24;

function isBot(value: unknown): value is FirstViewBot {
  if (typeof value !== 'object' || value === null) return false;
  const bot = value as Record<string, unknown>;
  return (
    typeof bot.id === 'number' &&
    typeof bot.name === 'string' &&
    typeof bot.avatar === 'string' &&
    typeof bot.shortDescription === 'string'
  );
}

/** A list answer's bots: the list itself, or its `bots` (a tag page's `{ tag, bots }`). */
function listedBots(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const bots = (body as { bots?: unknown } | null | undefined)?.bots;
  return Array.isArray(bots) ? bots : [];
}

/** The static page inside #root for a page the server knows, from its answered reads. */
export function staticPageFirstView(
  page: StaticPage,
  answers: ReadonlyMap<string, FirstViewAnswer>,
): string {
  const view = page.firstView;
  if (view === undefined) return '';
  if (view === 'home') return homeFirstView();
  const answer = answers.get(view.bots);
  const bots = listedBots(answer?.body).filter(isBot).slice(0, LIST_BOTS_MAX);
  // Without an answer (a page opened with filters, or over the rate limit) only the head shows.
  const lead = answer && bots.length === 0 && view.emptyLead ? view.emptyLead : view.lead;
  return listFirstView(view.heading, lead, bots);
}

/** A live bot's page before the app starts. */
export function botPageFirstView(answer: FirstViewAnswer | undefined): string {
  return isBot(answer?.body) ? botFirstView(answer.body) : '';
}

/** A live bot's vote page before the app starts. */
export function votePageFirstView(answer: FirstViewAnswer | undefined): string {
  return isBot(answer?.body) ? voteFirstView(answer.body) : '';
}
