import { hasUnsafeCharacters } from '@botdir/contracts';
import type { ApiError } from './api-error';
import { httpErrors } from './http.errors';

export type QueryString = Record<string, unknown>;

function invalid(name: string, message: string): ApiError {
  return httpErrors.invalidQuery(name, message);
}

function single(query: QueryString, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(name, `${name} must be given once, as text`);
  return value;
}

export function optionalText(query: QueryString, name: string, max: number): string | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  if (value.length > max) throw invalid(name, `${name} must be at most ${max} characters`);
  if (hasUnsafeCharacters(value, false))
    throw invalid(name, `${name} contains characters that are not allowed`);
  return value.trim() || undefined;
}

export function optionalInt(
  query: QueryString,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const value = single(query, name);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) {
    throw invalid(name, `${name} must be a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

/** A value looked up by `match` (null when it matches nothing: 400 naming what is expected). */
export function optionalMatch<T>(
  query: QueryString,
  name: string,
  match: (value: string) => T | null,
  expected: string,
): T | undefined {
  const value = single(query, name);
  if (value === undefined || value === '') return undefined;
  const found = match(value);
  if (found === null) throw invalid(name, `${name} must be ${expected}`);
  return found;
}

export function optionalChoice<T extends string>(
  query: QueryString,
  name: string,
  choices: readonly T[],
): T | undefined {
  const match = (value: string) => choices.find((choice) => choice === value) ?? null;
  return optionalMatch(query, name, match, `one of: ${choices.join(', ')}`);
}
