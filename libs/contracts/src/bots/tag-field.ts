import * as yup from 'yup';
import { LIMITS } from '../common/limits';
import { isBlankText, normaliseText, refusedCharacter } from '../common/text-rules';

const SHOWN_MAX = LIMITS.tagMax;
const UNSHOWABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/gu;

/** The tag as a message quotes it: its visible characters, cut after the longest allowed tag. */
export function quotedTag(value: string): string {
  const visible = normaliseText(value).replace(UNSHOWABLE, '');
  const shown = [...visible];
  return `"${shown.slice(0, SHOWN_MAX).join('')}${shown.length > SHOWN_MAX ? '…' : ''}"`;
}

/** `tags[2]` → 3: the tag's place in the list, for a tag that shows nothing to quote. */
const placeOf = (path: string | undefined) => Number(/\[(\d+)\]$/.exec(path ?? '')?.[1] ?? 0) + 1;

/**
 * One tag. Every message names the tag it is about (`Tag "lo fi…" is too long: at most 24
 * characters`), or its place in the list when it has nothing visible to quote (`Tag 3 is empty`).
 */
export function tagField() {
  return yup
    .string()
    .typeError(({ path }: { path?: string }) => `Tag ${placeOf(path)} must be text`)
    .nonNullable(({ path }: { path?: string }) => `Tag ${placeOf(path)} is empty`)
    .required(({ path }: { path?: string }) => `Tag ${placeOf(path)} is empty`)
    .test('not-blank', 'Tags cannot be empty', function (value) {
      // '' is already "empty" (required); blank text once normalised is empty too.
      if (!value || !isBlankText(normaliseText(value))) return true;
      return this.createError({ message: `Tag ${placeOf(this.path)} is empty` });
    })
    .test('characters', 'A tag contains characters that are not allowed', function (value) {
      const refused = value === undefined ? null : refusedCharacter(value);
      if (refused === null) return true;
      return this.createError({
        message: `Tag ${quotedTag(value)} contains characters that are not allowed: ${refused}`,
      });
    })
    .test({
      name: 'stored-length',
      message: 'A tag is too long',
      params: { max: LIMITS.tagMax },
      test(value) {
        if (value === undefined || normaliseText(value).toLowerCase().length <= LIMITS.tagMax) {
          return true;
        }
        return this.createError({
          message: `Tag ${quotedTag(value)} is too long: at most ${LIMITS.tagMax} characters`,
        });
      },
    });
}
