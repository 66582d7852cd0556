import type { ReadStore } from '@botdir/read-store';
import { botPageHead } from './bot-head';
import type { IndexTemplate } from './index-template';
import { renderHeadTags } from './page-head';
import { BOT_PAGE_MODULE, NOT_FOUND_PAGE, matchRoute, type StaticPage } from './page-routes';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** The HTML for one path: its own head tags, or the Not Found page with status 404. */
export async function renderPage(
  template: IndexTemplate,
  readStore: ReadStore,
  origin: string,
  pathname: string,
): Promise<RenderedPage> {
  const staticPage = (page: StaticPage, status: 200 | 404, url: string): RenderedPage => ({
    status,
    html: template.render(
      renderHeadTags({
        title: page.title,
        description: page.description,
        url,
        noindex: page.noindex,
      }),
      page.module,
      page.reads,
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
        html: template.render(renderHeadTags(botPageHead(bot, url)), BOT_PAGE_MODULE, [
          `/api/bots/${bot.id}`,
          '/api/categories',
        ]),
      };
    }
    // The app still loads its bot page there: its owner may see a bot that is not public yet.
    return staticPage({ ...NOT_FOUND_PAGE, module: BOT_PAGE_MODULE }, 404, origin + pathname);
  }
  return staticPage(NOT_FOUND_PAGE, 404, origin + pathname);
}
