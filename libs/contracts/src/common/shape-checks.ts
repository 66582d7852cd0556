/**
 * Plain runtime shape checks, cheap enough to run on every event of a rebuild. A check answers
 * null when the value fits, otherwise what is wrong, starting with the path below the value
 * (`.bot.name must be a string`), so nested checks compose into one readable reason.
 */
export type Check = (value: unknown) => string | null;

export const anyString: Check = (value) => (typeof value === 'string' ? null : ' must be a string');

export const text: Check = (value) =>
  typeof value === 'string' && value !== '' ? null : ' must be a non-empty string';

export const safeInteger: Check = (value) =>
  Number.isSafeInteger(value) ? null : ' must be a safe integer';

export const boolean: Check = (value) =>
  typeof value === 'boolean' ? null : ' must be true or false';

export const integerFrom =
  (min: number, max: number): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
      ? null
      : ` must be an integer from ${min} to ${max}`;

export const oneOf = <T extends string>(...allowed: readonly T[]): Check => {
  const expected = ` must be one of ${allowed.map((item) => `'${item}'`).join(', ')}`;
  return (value) => (allowed.includes(value as T) ? null : expected);
};

export const matching =
  (pattern: RegExp, what: string): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? null : ` must be ${what}`;

export const optional =
  (check: Check): Check =>
  (value) =>
    value === undefined ? null : check(value);

export const nullable =
  (check: Check): Check =>
  (value) =>
    value === null ? null : check(value);

export const listOf =
  (check: Check, maxLength = Infinity): Check =>
  (value) => {
    if (!Array.isArray(value)) return ' must be an array';
    if (value.length > maxLength) return ` must list at most ${maxLength}`;
    for (let index = 0; index < value.length; index += 1) {
      const problem = check(value[index]);
      if (problem !== null) return `[${index}]${problem}`;
    }
    return null;
  };

/**
 * An object with exactly the keys of `T` checked (optional ones included), so renaming a field of
 * an event type without renaming it here is a compile error. Unknown extra keys are tolerated.
 */
export function shape<T extends object>(fields: { [K in keyof Required<T>]: Check }): Check {
  const entries = Object.entries(fields) as [string, Check][];
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return ' must be an object';
    }
    const record = value as Record<string, unknown>;
    for (const [key, check] of entries) {
      const problem = check(record[key]);
      if (problem !== null) return `.${key}${problem}`;
    }
    return null;
  };
}
