import { LIMITS } from '@botdir/contracts';
import { ApiError } from './api-error';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const OPEN = new Set([0x7b, 0x5b]); // { [
const CLOSE = new Set([0x7d, 0x5d]); // } ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Bracket depth of JSON text, read without parsing it (brackets inside strings do not count),
 * stopping as soon as it passes `stopAbove`: deep input never reaches JSON.parse or a validator.
 */
export function jsonTextDepth(text: string, stopAbove: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPEN.has(code)) {
      depth += 1;
      if (depth > max) max = depth;
      if (max > stopAbove) return max;
    } else if (CLOSE.has(code)) {
      depth -= 1;
    }
  }
  return max;
}

/** The first key that could pollute prototypes when merged somewhere (or hides a control character), or null. */
export function findForbiddenKey(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    for (const key of Object.keys(current)) {
      if (FORBIDDEN_KEYS.has(key) || CONTROL_CHARACTERS.test(key)) return key;
      stack.push((current as Record<string, unknown>)[key]);
    }
  }
  return null;
}

export interface JsonBounds {
  /** Names the JSON in messages: 'The body', 'botData'. */
  label: string;
  maxLength?: number;
  maxDepth?: number;
  /** An ApiError for text that is not JSON (callers keep their own code and message). */
  invalid: () => ApiError;
}

/**
 * The one way the api parses JSON it did not write: length, then depth on the text, then
 * JSON.parse, then prototype keys. Every failure is a 4xx ApiError.
 */
export function parseBoundedJson(text: string, bounds: JsonBounds): unknown {
  const maxLength = bounds.maxLength ?? LIMITS.bodyBytesMax;
  const maxDepth = bounds.maxDepth ?? LIMITS.jsonDepthMax;
  if (text.length > maxLength) {
    throw new ApiError(
      413,
      'REQUEST.TOO_LARGE',
      `${bounds.label} must be at most ${Math.floor(maxLength / 1024)} KB.`,
    );
  }
  if (jsonTextDepth(text, maxDepth) > maxDepth) {
    throw new ApiError(
      400,
      'REQUEST.TOO_DEEP',
      `${bounds.label} may nest at most ${maxDepth} levels.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw bounds.invalid();
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden !== null) {
    throw new ApiError(400, 'REQUEST.FORBIDDEN_KEY', `The key "${forbidden}" is not allowed.`);
  }
  return value;
}
