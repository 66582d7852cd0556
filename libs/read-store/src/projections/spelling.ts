import type { BotDoc } from './bots.projection';
import { categorySearchText } from './search-terms';

/*
 * Typo-tolerant search, the same in both read stores. Each public bot adds the words of its name,
 * tags and categories to a vocabulary kept in buckets of one initial and one length. A search
 * that finds nothing has each word with no vocabulary word it starts corrected to the vocabulary
 * word closest by Damerau-Levenshtein distance, among the most used words of a few buckets.
 */

/** Shorter words are left alone (every 2-letter word is one edit from dozens of others). */
const CORRECTED_MIN = 3;
/** Longer words are left alone: the edit distance costs length², and no name word is that long. */
export const CORRECTED_MAX = 32;
/** At most this many words of one search are corrected (each reads up to 5 buckets). */
const CORRECTED_WORDS = 4;
/** The most used words of a bucket that are compared. */
export const BUCKET_CANDIDATES = 64;
/** A bucket's rows read to find its most used words (a bound on a common initial and length). */
export const BUCKET_SCAN = 5000;

export interface SpellingCandidate {
  word: string;
  /** Public bots whose name, tags or categories hold the word. */
  bots: number;
}

/** A text's words as the full-text indexes see them: lower case, diacritics removed. */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** A word's bucket: its first character and its length in characters. */
export const spellingBucket = (word: string): string => {
  const chars = [...word];
  return `${chars[0] ?? ''}${chars.length}`;
};

/** The vocabulary words a public bot adds (name, tags, categories), each once. */
export function vocabularyOf(doc: BotDoc): string[] {
  const text = [doc.bot.name, ...doc.bot.tags, categorySearchText(doc.bot.categories)].join(' ');
  return [...new Set(wordsOf(text))].filter(
    (word) => [...word].length >= CORRECTED_MIN && [...word].length <= CORRECTED_MAX,
  );
}

const correctable = (word: string) =>
  [...word].length >= CORRECTED_MIN && [...word].length <= CORRECTED_MAX;

/** At most 1 edit for words of up to 4 characters, 2 above. */
const allowedEdits = (word: string) => ([...word].length <= 4 ? 1 : 2);

/** The buckets a search's words are corrected from (lengths within the allowed edits). */
export function spellingBuckets(words: readonly string[]): string[] {
  const buckets = words
    .filter(correctable)
    .slice(0, CORRECTED_WORDS)
    .flatMap((word) => {
      const [initial] = [...word];
      const length = [...word].length;
      const edits = allowedEdits(word);
      return Array.from({ length: 2 * edits + 1 }, (_, i) => length - edits + i)
        .filter((n) => n >= CORRECTED_MIN && n <= CORRECTED_MAX)
        .map((n) => `${initial ?? ''}${n}`);
    });
  return [...new Set(buckets)];
}

/** Optimal string alignment distance (adjacent transpositions count as one edit), or max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        d = Math.min(d, (before[j - 2] as number) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[y.length] as number;
}

/** The closest candidate within the allowed edits (the most used first on a tie), or null. */
function closest(word: string, candidates: readonly SpellingCandidate[]): string | null {
  if (candidates.some((candidate) => candidate.word.startsWith(word))) return null;
  const max = allowedEdits(word);
  let best: { word: string; distance: number; bots: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate.word, max);
    if (distance > max) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.bots > best.bots) ||
      (distance === best.distance && candidate.bots === best.bots && candidate.word < best.word);
    if (better) best = { word: candidate.word, distance, bots: candidate.bots };
  }
  return best?.word ?? null;
}

/**
 * The search's words with each misspelt one corrected, or null when nothing changed.
 * `candidatesOf(bucket)`: the bucket's most used words (spellingBuckets names the buckets).
 */
export function correctedWords(
  words: readonly string[],
  candidatesOf: (bucket: string) => readonly SpellingCandidate[],
): string[] | null {
  const correcting = new Set(words.filter(correctable).slice(0, CORRECTED_WORDS));
  let changed = false;
  const corrected = words.map((word) => {
    if (!correcting.has(word)) return word;
    const candidates = spellingBuckets([word]).flatMap((bucket) => candidatesOf(bucket));
    const better = closest(word, candidates);
    if (better === null || better === word) return word;
    changed = true;
    return better;
  });
  return changed ? corrected : null;
}

/** The one vocabulary word a suggestion's text starts (null: more than one word, or none). */
export function suggestedPrefix(text: string): string | null {
  const words = wordsOf(text);
  return words.length === 1 && [...(words[0] as string)].length <= CORRECTED_MAX
    ? (words[0] as string)
    : null;
}

/** The end of a prefix's range of strings: every string that starts with `prefix` sorts below. */
export const prefixEnd = (prefix: string): string => `${prefix}\uffff`;

/** The search's words as the correction sees them (the stores' own word splitting). */
export const spellingWordsOf = (search: string | undefined): string[] =>
  [...new Set(wordsOf(search ?? ''))].slice(0, 16);
