import { ApiError } from './api-client';

/** The API's own explanation of a failure (for a toast), or null when it sent none. */
export function apiErrorMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}
