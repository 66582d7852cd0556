import unhomoglyph from 'unhomoglyph';

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The confusable skeleton of Unicode TR39 (UTS #39 section 4): NFD, default-ignorable code points
 * removed, each character replaced by its prototype from confusables.txt (the data the
 * `unhomoglyph` package ships), NFD again. Two strings with equal skeletons look alike: `Wаrden`
 * with a Cyrillic а, `rn` and `m`, `l` and `I`.
 */
export function confusableSkeleton(text: string): string {
  const decomposed = text.normalize('NFD').replace(DEFAULT_IGNORABLE, '');
  return unhomoglyph(decomposed).normalize('NFD');
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

export function nameKeys(name: string): NameKeys {
  // NFKC first: compatibility forms (full-width Ｗ, ligatures) are not in confusables.txt.
  const compatible = name.normalize('NFKC');
  return {
    folded: confusableSkeleton(compatible.toLowerCase()),
    shaped: confusableSkeleton(compatible).toLowerCase(),
  };
}
