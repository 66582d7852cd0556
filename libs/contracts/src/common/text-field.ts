import * as yup from 'yup';
import { isBlankText, normaliseText, refusedCharacter, type TextKind } from './text-rules';

export interface TextFieldOptions {
  max: number;
  min?: number;
  kind?: TextKind;
}

/**
 * A text field judged on what would be stored: characters are checked on the text as sent (so a
 * leading U+FEFF is refused, not trimmed away), lengths on the normalised text (NFC can triple a
 * string's length). Messages name the field, so the web form and the API say the same thing.
 */
export function textField(label: string, { max, min, kind = 'single-line' }: TextFieldOptions) {
  return yup
    .string()
    .typeError(`${label} must be text`)
    .test('characters', `${label} contains characters that are not allowed`, function (value) {
      if (value === undefined) return true;
      const refused = refusedCharacter(value, kind);
      return refused === null
        ? true
        : this.createError({
            message: `${label} contains characters that are not allowed: ${refused}`,
          });
    })
    .test({
      name: 'max-length',
      message: `${label} must be at most ${max} characters`,
      params: { max }, // read by describe(): the api's OpenAPI document shows the bound
      test: (value) => value === undefined || normaliseText(value, kind).length <= max,
    })
    .test({
      name: 'min-length',
      message: `${label} must be at least ${min ?? 0} characters`,
      params: min === undefined ? {} : { min },
      test: (value) => {
        if (value === undefined || min === undefined) return true;
        const stored = normaliseText(value, kind);
        return stored === '' || stored.length >= min; // blank text is 'required', not 'too short'
      },
    });
}

/** A required text field: present, and not blank once normalised. */
export function requiredTextField(label: string, options: TextFieldOptions) {
  return textField(label, options)
    .required(`${label} is required`)
    .test(
      'not-blank',
      `${label} is required`,
      (value) => value === undefined || !isBlankText(normaliseText(value, options.kind)),
    );
}
