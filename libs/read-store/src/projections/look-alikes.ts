/**
 * What the bot name key adds to the TR39 skeleton (name-keys.ts). Covered already, without this
 * file: every single-character homoglyph of confusables.txt (Cyrillic and Greek letters, `0`/`O`,
 * `1`/`l`/`I`, `rn`/`m`...) through `unhomoglyph`; full-width forms, mathematical alphanumerics,
 * circled and squared letters, super- and subscripts through NFKC; the invisible code points of
 * the text rules (contracts: invisible-characters.ts). Not covered: `cl`/`d` and other pairs that
 * look alike only in some fonts (real names would clash), marks of one script (Devanagari vowel
 * signs, Arabic and Hebrew points change the word), regional-indicator letters (they pair into
 * flags), upside-down and mirrored text.
 */

const DIACRITIC_BLOCKS = [
  [0x0300, 0x036f],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
] as const;

/**
 * Generic combining diacritics (Combining Diacritical Marks and their Extended, Supplement,
 * for-Symbols and Half Marks blocks), dropped after NFD: an accent, a dot above a dotless `ı`, a
 * strike-through or an underline does not make another name. Enclosing marks (keycaps) stay.
 */
export function isGenericDiacritic(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  const inBlock = DIACRITIC_BLOCKS.some(([first, last]) => code >= first && code <= last);
  return inBlock && /\p{Mn}/u.test(character);
}

/** Latin small capitals (Unicode has none for x) and their letters: the "small caps" font trick. */
const SMALL_CAPITALS = ['ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘꞯʀꜱᴛᴜᴠᴡʏᴢ', 'abcdefghijklmnopqrstuvwyz'] as const;
/** Letters on a filled circle (🅜) and on a filled square (🅼): NFKC leaves both as they are. */
const FILLED_LETTERS_A = [0x1f150, 0x1f170];

function letterForms(): [string, string][] {
  const pairs: [string, string][] = [['ȷ', 'j']]; // dotless j, as confusables.txt maps dotless ı
  const [forms, letters] = SMALL_CAPITALS;
  [...forms].forEach((form, index) => pairs.push([form, letters.charAt(index)]));
  for (const first of FILLED_LETTERS_A) {
    for (let index = 0; index < 26; index += 1) {
      pairs.push([String.fromCodePoint(first + index), String.fromCharCode(0x41 + index)]);
    }
  }
  return pairs;
}

/** Characters read as one plain letter, applied with NFKC (before letter case is folded). */
export const LETTER_FORMS: ReadonlyMap<string, string> = new Map(letterForms());

/**
 * Prototypes that are sequences, as confusables.txt maps `m` to `rn` but has no `w` for `vv`:
 * applied to the skeleton, so `VVarden` and `vvarden` meet `Warden`.
 */
export const SEQUENCE_PROTOTYPES: ReadonlyMap<string, string> = new Map([
  ['w', 'vv'],
  ['W', 'VV'],
]);
