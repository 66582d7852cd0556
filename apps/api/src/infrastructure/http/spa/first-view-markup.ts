import { descriptionImagePath, paths, renderMarkdown } from '@botdir/contracts';
import { escapeHtml } from './html-escape';

/** What the first view shows of a bot: enough to read and follow, before the app starts. */
export interface FirstViewBot {
  id: number;
  /** Absent in answers cached before slugs. */
  slug?: string | null;
  name: string;
  avatar: string;
  shortDescription: string;
  description?: string;
}

const page = (main: string) =>
  `<div class="fv"><div class="fv-nav"><a href="/">BotDirectory</a></div>${main}</div>`;

const botList = (bots: readonly FirstViewBot[]) =>
  bots.length === 0
    ? ''
    : `<ul class="fv-list">${bots
        .map(
          (bot) =>
            `<li class="fv-card"><h2><a href="${paths.bot(bot)}">${escapeHtml(bot.name)}</a></h2><p>${escapeHtml(bot.shortDescription)}</p></li>`,
        )
        .join('')}</ul>`;

// The avatar comes with the app (an image host may be slow or gone); its initial holds the place.
const initial = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

/** The home page's hero, word for word as the app renders it. */
export function homeFirstView(): string {
  return page(
    '<section class="fv-hero"><h1>Find the Perfect <span>Discord Bot</span> for Your Server</h1>' +
      '<p>Discover, compare and invite hand-reviewed bots for music, moderation, games, economy and more.</p></section>',
  );
}

/** A list page: its heading and lead, then its first bots as links. */
export function listFirstView(
  heading: string,
  lead: string,
  bots: readonly FirstViewBot[],
): string {
  return page(
    `<main class="fv-page"><header class="fv-head"><h1 class="fv-title">${escapeHtml(heading)}</h1><p>${escapeHtml(lead)}</p></header>${botList(bots)}</main>`,
  );
}

/** A bot's vote page: its avatar and name under "Vote for"; the button comes with the app. */
export function voteFirstView(bot: FirstViewBot): string {
  return page(
    `<main class="fv-page"><header class="fv-card fv-bot"><div class="fv-avatar" aria-hidden="true">${escapeHtml(initial(bot.name))}</div><div><h1 class="fv-title">Vote for ${escapeHtml(bot.name)}</h1><p>${escapeHtml(bot.shortDescription)}</p></div></header></main>`,
  );
}

/** A bot's page: avatar, name, short description and the full description, as the app renders it. */
export function botFirstView(bot: FirstViewBot): string {
  const about = bot.description
    ? `<section class="fv-card fv-about"><h2>About</h2><div class="fv-md">${renderMarkdown(bot.description, { imageSrc: (index, src) => descriptionImagePath(bot.id, index, src) })}</div></section>`
    : '';
  return page(
    `<main class="fv-page"><header class="fv-card fv-bot"><div class="fv-avatar" aria-hidden="true">${escapeHtml(initial(bot.name))}</div><div><h1 class="fv-title">${escapeHtml(bot.name)}</h1><p>${escapeHtml(bot.shortDescription)}</p></div></header>${about}</main>`,
  );
}
