import { hasUnsafeCharacters } from '@botdir/contracts';
import { ApiError } from './api-error';

export type QueryString = Record<string, unknown>;

function invalid(name: string, message: string): ApiError {
  return new ApiError(400, 'QUERY.INVALID', message, { [name]: message });
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

export function optionalChoice<T extends string>(
  query: QueryString,
  name: string,
  choices: readonly T[],
): T | undefined {
  const value = single(query, name);
  if (value === undefined || value === '') return undefined;
  if (!(choices as readonly string[]).includes(value)) {
    throw invalid(name, `${name} must be one of: ${choices.join(', ')}`);
  }
  return value as T;
}
