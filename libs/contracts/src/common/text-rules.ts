import { withoutInvisible } from './invisible-characters';

/**
 * What the directory stores of any text a person types, and which characters it refuses.
 * The web form and the server share these rules, so both show the same messages.
 */
export type TextKind = 'single-line' | 'multi-line';

const EDGE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;
const LINE_SEPARATORS = /\r\n?|[\u2028\u2029]/g;

/**
 * The stored form: NFC, line breaks as `\n` (multi-line text only), trimmed of Unicode white
 * space. U+FEFF is not white space, so a leading byte-order mark stays and is refused below
 * rather than silently dropped.
 */
export function normaliseText(value: string, kind: TextKind = 'single-line'): string {
  const composed = value.normalize('NFC');
  const lines = kind === 'multi-line' ? composed.replace(LINE_SEPARATORS, '\n') : composed;
  return lines.replace(EDGE_SPACE, '');
}

/** A zero-width joiner inside an emoji sequence (👩‍💻) and an emoji's presentation selector (❤️). */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)?)\u200D(?=\p{Extended_Pictographic})/gu;
const EMOJI_PRESENTATION = /(?<=\p{Emoji})[\uFE0E\uFE0F]/gu;
const MULTI_LINE_ALLOWED = /[\n\r\t\u2028\u2029]/g;
const REFUSED = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const SINGLE_LINE_BREAKS = /[\n\r\t\u2028\u2029]/;

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

function describe(char: string): string {
  if (SINGLE_LINE_BREAKS.test(char)) return `a line break or tab (${codePoint(char)})`;
  if (BIDI_CONTROLS.test(char)) return `a text-direction control (${codePoint(char)})`;
  if (/\p{Cs}/u.test(char)) return `a broken character (unpaired surrogate ${codePoint(char)})`;
  if (/\p{Cc}/u.test(char)) return `a control character (${codePoint(char)})`;
  return `an invisible character (${codePoint(char)})`;
}

/**
 * Why `value` is refused, or null: control (Cc), format (Cf) and surrogate (Cs) characters, line
 * and paragraph separators, and default-ignorable code points (U+200B, U+3164 HANGUL FILLER,
 * U+FEFF...). Multi-line text keeps line breaks and tabs; emoji keep their joiners and selectors.
 */
export function refusedCharacter(value: string, kind: TextKind = 'single-line'): string | null {
  let rest = value.replace(EMOJI_JOINER, '').replace(EMOJI_PRESENTATION, '');
  if (kind === 'multi-line') rest = rest.replace(MULTI_LINE_ALLOWED, '');
  const found = REFUSED.exec(rest);
  return found ? describe(found[0]) : null;
}

/**
 * Text that shows nothing readable: no letter, digit, symbol or punctuation once the invisible
 * code points are gone (U+2800 is a symbol and U+3164 a letter, yet both are blank).
 */
export function isBlankText(value: string): boolean {
  return !/[\p{L}\p{N}\p{S}\p{P}]/u.test(withoutInvisible(value));
}
