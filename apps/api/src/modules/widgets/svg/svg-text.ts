/** Characters XML 1.0 does not allow, and halves of a surrogate pair left alone. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text (user content: a bot's name) made safe as XML text or a quoted attribute value. */
export function xmlText(value: string): string {
  return value.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (char) => ENTITIES[char] as string);
}

/**
 * Widths in px of Verdana at 11px (the font shields-style badges name), by character, so text is
 * measured without loading any font. Groups of characters that share a width.
 */
const WIDTH_GROUPS: ReadonlyArray<readonly [number, string]> = [
  [3.0, 'il|'],
  [3.8, "fj' "],
  [4.3, '!t.,:;'],
  [4.7, 'rI'],
  [5.0, '()[]{}/\\-J'],
  [5.8, 'csz?'],
  [6.5, 'kvxyeag'],
  [6.9, 'bdhnopqu0123456789$*_`'],
  [7.5, 'ABESVXZKRFLPTY'],
  [8.3, 'CDGHNOQU&'],
  [9.0, '#+<=>^~M'],
  [10.7, 'mwW'],
  [11.5, '%@'],
];
const WIDTHS = new Map<string, number>();
for (const [width, chars] of WIDTH_GROUPS) for (const char of chars) WIDTHS.set(char, width);
const WIDE =
  /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\u{1F000}-\u{1FAFF}]/u;

/** Estimated width of `text` in px at `size` px; bold text runs about a tenth wider. */
export function textWidth(text: string, size = 11, bold = false): number {
  let width = 0;
  for (const char of text) width += WIDTHS.get(char) ?? (WIDE.test(char) ? 11 : 7);
  return (width * size * (bold ? 1.1 : 1)) / 11;
}

/** `text` cut (by whole characters) to fit `max` px, ending in "…" when cut. */
export function fitText(text: string, max: number, size = 11, bold = false): string {
  if (textWidth(text, size, bold) <= max) return text;
  // Names are short (LIMITS.nameMax); the cap keeps the loop small for anything else.
  const chars = Array.from(text).slice(0, 64);
  while (chars.length > 0 && textWidth(`${chars.join('')}…`, size, bold) > max) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** Up to two initials of a name: the first letter or digit of its first two words. */
export function initialsOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0] ?? '')
    .filter((initial) => initial !== '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return initials || '?';
}
