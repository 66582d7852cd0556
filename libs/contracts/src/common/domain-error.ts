/** How the HTTP layer answers a domain error: 400, 401, 403, 404 or 409. */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict';

/** A typed rule violation with a stable code such as `SUBMISSION.NOT_PENDING`. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
