import type { BotLookup } from '@botdir/read-store';
import { botPageHead } from './bot-head';
import { botPageFirstView, staticPageFirstView } from './first-view';
import {
  firstViewScript,
  readFirstView,
  type FirstViewAnswer,
  type FirstViewReads,
} from './first-view-reads';
import { FIRST_VIEW_STYLE } from './first-view-style';
import type { IndexTemplate } from './index-template';
import { renderHeadTags } from './page-head';
import { BOT_PAGE_MODULE, NOT_FOUND_PAGE, matchRoute, type StaticPage } from './page-routes';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

export interface PageSources {
  template: IndexTemplate;
  readStore: BotLookup;
  /** Answers the page's public reads in process; null leaves them to the browser. */
  firstView: FirstViewReads | null;
}

/**
 * The HTML for one path: its own head tags and its public reads' answers (the rest preloaded), or
 * the Not Found page with status 404.
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
  if (match?.kind === 'bot') {
    const bot = await readStore.getBot(match.id);
    if (bot && bot.status === 'live') {
      const url = `${origin}/bot/${bot.id}`;
      return {
        status: 200,
        html: await withReads(
          renderHeadTags(botPageHead(bot, url)),
          BOT_PAGE_MODULE,
          [`/api/bots/${bot.id}`, '/api/categories'],
          (answers) => botPageFirstView(answers.get(`/api/bots/${bot.id}`)),
        ),
      };
    }
    // The app still loads its bot page there: its owner may see a bot that is not public yet.
    return staticPage({ ...NOT_FOUND_PAGE, module: BOT_PAGE_MODULE }, 404, origin + pathname);
  }
  return staticPage(NOT_FOUND_PAGE, 404, origin + pathname);
}
