import { badgeSvg } from './badge-svg';
import { cardSvg } from './card-svg';
import { widgetValue, type WidgetBot, type WidgetKind } from './widget-bot';
import { ACCENT, NOT_FOUND, OFFLINE, ONLINE, type WidgetTheme } from './widget-theme';

export interface WidgetStyle {
  theme: WidgetTheme;
  /** `#rrggbb` from the query, or null for the widget's own colour. */
  color: string | null;
}

function defaultColor(bot: WidgetBot, kind: WidgetKind): string {
  if (kind === 'status') return bot.isOnline ? ONLINE : OFFLINE;
  return ACCENT;
}

/** The card (`kind` null) or the badge of `kind`, as an SVG document. */
export function widgetSvg(bot: WidgetBot, kind: WidgetKind | null, style: WidgetStyle): string {
  if (kind === null) return cardSvg(bot, style.theme, style.color ?? ACCENT);
  return badgeSvg({
    label: kind,
    value: widgetValue(bot, kind),
    color: style.color ?? defaultColor(bot, kind),
    theme: style.theme,
  });
}

/** What an address naming no live bot shows: still an image, so a README says why. */
export function notFoundSvg(style: WidgetStyle): string {
  return badgeSvg({ label: 'bot', value: 'not found', color: NOT_FOUND, theme: style.theme });
}
