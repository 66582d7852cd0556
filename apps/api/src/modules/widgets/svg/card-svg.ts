import { WIDGET_FONT } from './badge-svg';
import { fitText, initialsOf, xmlText } from './svg-text';
import { widgetValue, type WidgetBot } from './widget-bot';
import { OFFLINE, ONLINE, PALETTES, textOn, type WidgetTheme } from './widget-theme';

const WIDTH = 420;
const HEIGHT = 96;
const TEXT_X = 92;
const TEXT_MAX = WIDTH - TEXT_X - 16;

/** "1.2k servers · 345 votes · 4.3 ★ from 13 reviews" (words a screen reader reads too). */
export function statsLine(bot: WidgetBot): string {
  const servers =
    bot.serverCount === null ? 'servers not reported' : `${widgetValue(bot, 'servers')} servers`;
  const votes = `${widgetValue(bot, 'votes')} vote${bot.voteCount === 1 ? '' : 's'}`;
  const rating = widgetValue(bot, 'rating');
  return `${servers} · ${votes} · ${rating}`;
}

/** The bot's card: initials on the accent colour, its name, then servers, votes and rating. */
export function cardSvg(bot: WidgetBot, theme: WidgetTheme, accent: string): string {
  const palette = PALETTES[theme];
  const stats = statsLine(bot);
  const title = xmlText(`${bot.name}: ${stats}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="10" fill="${palette.background}" stroke="${palette.border}"/>`,
    `<circle cx="48" cy="48" r="30" fill="${accent}"/>`,
    `<g font-family="${WIDGET_FONT}">`,
    `<text x="48" y="56" text-anchor="middle" font-size="22" font-weight="700" fill="${textOn(accent)}">${xmlText(initialsOf(bot.name))}</text>`,
    `<text x="${TEXT_X}" y="42" font-size="16" font-weight="700" fill="${palette.text}">${xmlText(fitText(bot.name, TEXT_MAX, 16, true))}</text>`,
    `<text x="${TEXT_X}" y="66" font-size="12" fill="${palette.muted}">${xmlText(fitText(stats, TEXT_MAX, 12))}</text>`,
    `<circle cx="${WIDTH - 20}" cy="20" r="5" fill="${bot.isOnline ? ONLINE : OFFLINE}"><title>${bot.isOnline ? 'online' : 'offline'}</title></circle>`,
    `</g>`,
    `</svg>`,
  ].join('');
}
