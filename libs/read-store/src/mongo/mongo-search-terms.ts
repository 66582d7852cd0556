import { LIMITS } from '@botdir/contracts';
import type { mongo } from 'mongoose';

/**
 * Longest prefix stored for a word. Every prefix of a 4,000-letter word (a description in a
 * script without spaces) would take 8 million characters, twice: past MongoDB's 16 MiB document
 * limit, stalling every projection. A name is never longer, so name matches rank as before.
 */
export const PREFIX_MAX = LIMITS.nameMax;

/** A text's words as searches and stored terms both see them. */
export const searchWordsOf = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Every word and its prefixes of 2 to PREFIX_MAX letters, lower-cased without diacritics (as
 * SQLite's unicode61 tokenizer with remove_diacritics): Mongo text search has no prefix queries.
 */
export function searchTerms(text: string): string[] {
  const words = searchWordsOf(text);
  const prefixes = words.flatMap((word) =>
    Array.from({ length: Math.max(0, Math.min(word.length - 1, PREFIX_MAX) - 1) }, (_, i) =>
      word.slice(0, i + 2),
    ),
  );
  return [...new Set([...words, ...prefixes])];
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The filter of a search: every word matches a stored word or prefix. A word past PREFIX_MAX is
 * looked up by its stored prefix, then must start one of the bot's whole words (a regular
 * expression over the few bots the prefix found), as SQLite's prefix query would.
 */
export function searchFilter(words: readonly string[]): mongo.Document {
  const stored = [...new Set(words.map((word) => word.slice(0, PREFIX_MAX)))];
  const long = words.filter((word) => word.length > PREFIX_MAX);
  return {
    $text: { $search: stored.join(' ') },
    terms: { $all: stored },
    ...(long.length > 0
      ? { $and: long.map((word) => ({ terms: { $regex: `^${escaped(word)}` } })) }
      : {}),
  };
}
