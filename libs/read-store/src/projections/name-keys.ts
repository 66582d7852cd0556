import unhomoglyph from 'unhomoglyph';
import { withoutInvisible } from '@botdir/contracts';
import { isGenericDiacritic, LETTER_FORMS, SEQUENCE_PROTOTYPES } from './look-alikes';

const WHITE_SPACE_RUN = /\p{White_Space}+/gu;

const mapCharacters = (text: string, map: ReadonlyMap<string, string>): string =>
  Array.from(text, (character) => map.get(character) ?? character).join('');

/**
 * The confusable skeleton of Unicode TR39 (UTS #39 section 4): NFD, invisible code points removed
 * (default-ignorables and blank glyphs such as U+2800, the text rules' definition), each character
 * replaced by its prototype from confusables.txt (the data the `unhomoglyph` package ships), NFD
 * again. Beyond TR39 (look-alikes.ts): sequence prototypes (`w` as `vv`), generic diacritics
 * dropped (`ı̇` is `i`, `é` is `e`), and white space as one space between words (a page shows a run
 * of spaces as one). Two strings with equal skeletons look alike: `Wаrden` with a Cyrillic а,
 * `rn` and `m`, `l` and `I`.
 */
export function confusableSkeleton(text: string): string {
  const visible = withoutInvisible(text.normalize('NFD'));
  const prototypes = mapCharacters(unhomoglyph(visible), SEQUENCE_PROTOTYPES).normalize('NFD');
  const undecorated = Array.from(prototypes)
    .filter((character) => !isGenericDiacritic(character))
    .join('');
  return undecorated.replace(WHITE_SPACE_RUN, ' ').trim();
}

/**
 * The keys under which a bot's name is unique among live and pending bots. Letter case and
 * confusables do not compose into one key (`I` is `i` by case but `l` by shape), so there are two:
 * the skeleton of the lower-cased name (`Warden` = `wаrden`) and the lower-cased skeleton
 * (`Iris` = `lris`), both after NFKC. Two names clash when either key is equal.
 */
export interface NameKeys {
  folded: string;
  shaped: string;
}

/** A bot's row is written again on every vote or stats post: its name's keys are kept. */
const MEMO_SIZE = 10_000;
const memo = new Map<string, NameKeys>();

export function nameKeys(name: string): NameKeys {
  const known = memo.get(name);
  if (known) return known;
  const keys = computeNameKeys(name);
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(name, Object.freeze(keys));
  return keys;
}

function computeNameKeys(name: string): NameKeys {
  // NFKC first: compatibility forms (full-width Ｗ, ligatures) are not in confusables.txt; nor are
  // the letter forms NFKC leaves (small capitals, filled circles and squares).
  const compatible = mapCharacters(name.normalize('NFKC'), LETTER_FORMS);
  return {
    folded: confusableSkeleton(compatible.toLowerCase()),
    shaped: confusableSkeleton(compatible).toLowerCase(),
  };
}
