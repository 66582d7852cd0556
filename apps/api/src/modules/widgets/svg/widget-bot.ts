import { ratingText } from '@botdir/contracts';
/** What a widget shows of a live bot. */
export interface WidgetBot {
  name: string;
  /** Null until the bot first posts its stats. */
  serverCount: number | null;
  voteCount: number;
  /** Tenths of a star: 43 is 4.3 out of 5. */
  rating: number;
  ratingCount: number;
  isOnline: boolean;
}

export type WidgetKind = 'servers' | 'votes' | 'rating' | 'status';
export const WIDGET_KINDS: readonly WidgetKind[] = ['servers', 'votes', 'rating', 'status'];

/** 999, 1.2k, 12k, 3.4M: shields' short counts. */
export function shortCount(count: number): string {
  const units: Array<[number, string]> = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'k'],
  ];
  for (const [size, unit] of units) {
    if (count < size) continue;
    const value = count / size;
    const digits = value < 10 ? 1 : 0;
    return `${Number(value.toFixed(digits))}${unit}`;
  }
  return String(count);
}

/** The value a badge of `kind` shows. */
export function widgetValue(bot: WidgetBot, kind: WidgetKind): string {
  switch (kind) {
    case 'servers':
      return bot.serverCount === null ? 'not reported' : shortCount(bot.serverCount);
    case 'votes':
      return shortCount(bot.voteCount);
    case 'rating':
      return bot.ratingCount === 0 ? 'not rated' : ratingText(bot.rating, bot.ratingCount);
    case 'status':
      return bot.isOnline ? 'online' : 'offline';
  }
}
