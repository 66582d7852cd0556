import { ApiError } from '@/lib/api-client';

/** The API's own explanation of a failure, for a toast's description. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined;
}
