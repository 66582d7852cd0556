/** How the HTTP layer answers a domain error: 400, 401, 403, 404, 409 or 429. */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited';

/** A typed rule violation with a stable code such as `SUBMISSION.NOT_PENDING`. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
    /** Field → message, for input that failed validation. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** A rule of time refused the command (a cooldown): answered 429 with Retry-After. */
export class CooldownError extends DomainError {
  constructor(
    code: string,
    message: string,
    /** Whole seconds until the command would be accepted. */
    readonly retryAfter: number,
  ) {
    super(code, 'rate_limited', message);
    this.name = 'CooldownError';
  }
}

/** Input that is not what a use case accepts: answered 400 with the same body as any validation. */
export function invalidInput(
  code: string,
  message: string,
  fields?: Record<string, string>,
): DomainError {
  return new DomainError(code, 'invalid', message, fields);
}
