import { canonicalBotRef, paths, votePageTitle } from '@botdir/contracts';
import { publicDeveloperBots, type BotReads } from '@botdir/read-store';
import { botPageHead } from './bot-head';
import { botPageFirstView, staticPageFirstView, votePageFirstView } from './first-view';
import {
  firstViewScript,
  readFirstView,
  type FirstViewAnswer,
  type FirstViewReads,
} from './first-view-reads';
import { FIRST_VIEW_STYLE } from './first-view-style';
import type { IndexTemplate } from './index-template';
import { renderHeadTags } from './page-head';
import {
  BOT_PAGE_MODULE,
  NOT_FOUND_PAGE,
  VOTE_PAGE_MODULE,
  developerStaticPage,
  matchRoute,
  tagStaticPage,
  type StaticPage,
} from './page-routes';

export type RenderedPage =
  | { status: 200 | 404; html: string }
  /** A live bot named by another ref than its canonical one: `location` is its canonical path. */
  | { status: 301; location: string };

export interface PageSources {
  template: IndexTemplate;
  readStore: Pick<BotReads, 'getBot' | 'resolveBotRef' | 'developerBots' | 'developerPageHidden'>;
  /** Answers the page's public reads in process; null leaves them to the browser. */
  firstView: FirstViewReads | null;
}

/**
 * The HTML for one path: its own head tags and its public reads' answers (the rest preloaded), or
 * the Not Found page with status 404; a live bot's page under another ref, a 301 to its own.
 */
export async function renderPage(
  { template, readStore, firstView }: PageSources,
  origin: string,
  pathname: string,
): Promise<RenderedPage> {
  type Markup = (answers: ReadonlyMap<string, FirstViewAnswer>) => string;
  const withReads = async (head: string, module: string, reads: string[], markup: Markup) => {
    const answers = await readFirstView(firstView, reads);
    const unanswered = reads.filter((read) => !answers.has(read));
    const root = markup(answers);
    return template.render(root ? head + FIRST_VIEW_STYLE : head, module, unanswered, {
      root,
      end: firstViewScript(answers),
    });
  };
  const staticPage = async (page: StaticPage, status: 200 | 404, url: string) => ({
    status,
    html: await withReads(
      renderHeadTags({
        title: page.title,
        description: page.description,
        url,
        noindex: page.noindex,
      }),
      page.module,
      page.reads ?? [],
      (answers) => (status === 200 ? staticPageFirstView(page, answers) : ''),
    ),
  });
  const match = matchRoute(pathname);
  if (match?.kind === 'page') {
    return staticPage(match.page, 200, origin + (match.page.path === '/' ? '/' : match.page.path));
  }
  if (match?.kind === 'developer') {
    const page = developerStaticPage(match.userId);
    if ((await publicDeveloperBots(readStore, match.userId)).length > 0) {
      return staticPage(page, 200, origin + page.path);
    }
    // The app still loads the page there: a developer sees their own hidden page.
    return staticPage({ ...NOT_FOUND_PAGE, module: page.module }, 404, origin + pathname);
  }
  if (match?.kind === 'tag') {
    const page = tagStaticPage(match.tag);
    return staticPage(page, 200, origin + page.path);
  }
  if (match?.kind === 'botVote') {
    const botId = await readStore.resolveBotRef(match.ref);
    const bot = botId === null ? null : await readStore.getBot(botId);
    if (bot && bot.status === 'live') {
      const canonical = paths.botVote(bot);
      if (`/bot/${match.segment}/vote` !== canonical) return { status: 301, location: canonical };
      const read = `/api/bots/${canonicalBotRef(bot)}`;
      // Kept out of search results: the bot's own page is the one to find.
      const head = {
        ...botPageHead(bot, `${origin}${canonical}`),
        title: votePageTitle(bot.name),
        noindex: true,
      };
      return {
        status: 200,
        html: await withReads(renderHeadTags(head), VOTE_PAGE_MODULE, [read], (answers) =>
          votePageFirstView(answers.get(read)),
        ),
      };
    }
    return staticPage({ ...NOT_FOUND_PAGE, module: VOTE_PAGE_MODULE }, 404, origin + pathname);
  }
  if (match?.kind === 'bot') {
    const botId = await readStore.resolveBotRef(match.ref);
    const bot = botId === null ? null : await readStore.getBot(botId);
    if (bot && bot.status === 'live') {
      // `/bot/{slug}` once it has one (any other id, application id or old slug moves there).
      const canonical = paths.bot(bot);
      if (`/bot/${match.segment}` !== canonical) return { status: 301, location: canonical };
      const url = `${origin}${canonical}`;
      // The app reads the bot by the ref in its address: the answer is keyed the same way.
      const read = `/api/bots/${canonicalBotRef(bot)}`;
      return {
        status: 200,
        html: await withReads(
          renderHeadTags(botPageHead(bot, url)),
          BOT_PAGE_MODULE,
          [read, '/api/categories'],
          (answers) => botPageFirstView(answers.get(read)),
        ),
      };
    }
    // The app still loads its bot page there: its owner may see a bot that is not public yet.
    return staticPage({ ...NOT_FOUND_PAGE, module: BOT_PAGE_MODULE }, 404, origin + pathname);
  }
  return staticPage(NOT_FOUND_PAGE, 404, origin + pathname);
}
