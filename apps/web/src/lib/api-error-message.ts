import { ApiError } from './api-client';

/** The API's own explanation of a failure (for a toast), or null when it sent none. */
export function apiErrorMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** A yup path (`tags[2]`, `links.website`) names the form field at its start. */
export const topLevelField = (path: string): string => path.replace(/[[.].*$/, '');

/** Each form field's first message, from `[path, message]` pairs. */
export function fieldErrorsFrom(
  entries: Array<[path: string, message: string]>,
  fieldOf: (path: string) => string = topLevelField,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of entries) {
    const field = fieldOf(path);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The server's per-field messages (`fields` of the error body), keyed by form field. */
export function apiFieldErrors(
  error: unknown,
  fieldOf?: (path: string) => string,
): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.fields) return {};
  return fieldErrorsFrom(Object.entries(error.body.fields), fieldOf);
}
