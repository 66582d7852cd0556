/**
 * The dependencies whose outage the api answers with a 503 instead of a 500. One code for all, so a
 * client retries the same way whichever store is down; the message says which one.
 */
export const DEPENDENCY_CODES = {
  eventStore: 'DEPENDENCY.UNAVAILABLE',
  readStore: 'DEPENDENCY.UNAVAILABLE',
  redis: 'DEPENDENCY.UNAVAILABLE',
} as const;
export type Dependency = keyof typeof DEPENDENCY_CODES;

const MESSAGES: Record<Dependency, string> = {
  eventStore:
    'Changes cannot be saved right now (the event store is unreachable). Try again shortly.',
  readStore:
    'The directory cannot be read right now (the read store is unreachable). Try again shortly.',
  redis: 'Sessions are unavailable right now (Redis is unreachable). Try again shortly.',
};

/** A dependency is down: the request may succeed if retried later (503 with Retry-After). */
export class DependencyUnavailableError extends Error {
  readonly code: string;

  constructor(
    readonly dependency: Dependency,
    override readonly cause: unknown,
  ) {
    super(MESSAGES[dependency]);
    this.name = 'DependencyUnavailableError';
    this.code = DEPENDENCY_CODES[dependency];
  }
}
