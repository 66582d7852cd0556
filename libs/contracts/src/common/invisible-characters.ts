/**
 * Code points that show nothing, in one place: the text rules refuse the default-ignorable ones
 * inside any text (U+200B and the other zero-width characters, U+034F COMBINING GRAPHEME JOINER,
 * U+180E, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, variation selectors, tag
 * characters...) and count all of them as blank; the bot name key drops them all, so a name with
 * one added still looks like, and clashes with, the name without it.
 */
const DEFAULT_IGNORABLE = '\\p{Default_Ignorable_Code_Point}';

/**
 * Not default-ignorable, so allowed inside text (braille art uses U+2800), yet drawn as nothing:
 * U+2800 BRAILLE PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD.
 */
const BLANK_GLYPHS = '\\u2800\\u{1D159}';

const INVISIBLE = new RegExp(`[${DEFAULT_IGNORABLE}${BLANK_GLYPHS}]`, 'gu');

/** `text` without the code points that show nothing. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
