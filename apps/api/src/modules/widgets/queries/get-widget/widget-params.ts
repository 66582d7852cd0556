import {
  optionalChoice,
  optionalMatch,
  type QueryString,
} from '@api/infrastructure/http/query-params';
import { WIDGET_KINDS, type WidgetKind } from '../../svg/widget-bot';
import type { WidgetStyle } from '../../svg/widget-svg';
import { hexColor, WIDGET_THEMES } from '../../svg/widget-theme';
import { widgetErrors } from '../../widget.errors';

/** The query every widget understands, with its defaults (the answer cache keys on these only). */
export const WIDGET_QUERY = { theme: 'light', color: null } as const;

const HEX = /^[0-9a-f]{3}([0-9a-f]{3})?$/i;

/** `theme` light or dark; `color` 3 or 6 hex digits (no `#`); anything else a 400. */
export function parseWidgetStyle(query: QueryString): WidgetStyle {
  const color = optionalMatch(
    query,
    'color',
    (value) => (HEX.test(value) ? hexColor(value) : null),
    '3 or 6 hex digits, like 5865f2',
  );
  return {
    theme: optionalChoice(query, 'theme', WIDGET_THEMES) ?? 'light',
    color: color ?? null,
  };
}

export function parseWidgetKind(raw: string): WidgetKind {
  const kind = WIDGET_KINDS.find((known) => known === raw);
  if (!kind) throw widgetErrors.unknownKind();
  return kind;
}
