export type WidgetTheme = 'light' | 'dark';
export const WIDGET_THEMES: readonly WidgetTheme[] = ['light', 'dark'];

/** The site's own palette (apps/web theme tokens) for each widget theme. */
export const PALETTES = {
  light: {
    background: '#ffffff',
    border: '#d7d9dc',
    text: '#060607',
    muted: '#4e5058',
    label: '#4e5058',
  },
  dark: {
    background: '#2b2d31',
    border: '#3f4147',
    text: '#f2f3f5',
    muted: '#b5bac1',
    label: '#3f4147',
  },
} as const;

export const ACCENT = '#5865f2';
export const ONLINE = '#16703c';
export const OFFLINE = '#5c5e66';
export const NOT_FOUND = '#b3262a';

/** `#rgb` or `#rrggbb` as six lower-case hex digits with the `#`. */
function expand(color: string): string {
  const hex = color.replace('#', '').toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

/** Black or white, whichever reads better on `color` (WCAG relative luminance). */
export function textOn(color: string): '#000000' | '#ffffff' {
  const hex = expand(color);
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** A colour the query gave (3 or 6 hex digits, already checked) as `#rrggbb`. */
export const hexColor = (digits: string): string => expand(digits);
