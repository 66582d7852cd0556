import { LIMITS } from '../common/limits';
import { isBlankText, normaliseText, refusedCharacter } from '../common/text-rules';

/**
 * A tag as an address names it (`/tags/{tag}`): a stored tag is lower-case, 1 to LIMITS.tagMax
 * characters, with no refused character; null for anything else (no bot can carry it).
 */
export function parseTagParam(value: string): string | null {
  const tag = normaliseText(value);
  const valid =
    tag === tag.toLowerCase() &&
    !isBlankText(tag) &&
    tag.length <= LIMITS.tagMax &&
    refusedCharacter(tag) === null;
  return valid ? tag : null;
}
