import { HttpException } from '@nestjs/common';
import { CooldownError, DomainError, type DomainErrorKind } from '@botdir/contracts';
import { IdempotencyConflictError, WrongExpectedRevisionError } from '@botdir/event-store';
import { ValidationError } from 'yup';
import { ApiError } from './api-error';
import { HTTP } from './http.errors';
import { DependencyUnavailableError } from '../dependencies/dependency-unavailable.error';

/** Seconds a client should wait before retrying after a dependency outage. */
const OUTAGE_RETRY_AFTER_SECONDS = '5';

const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

const CODE_BY_STATUS: Record<number, string> = {
  400: 'REQUEST.INVALID',
  401: 'AUTH.REQUIRED',
  403: 'AUTH.FORBIDDEN',
  404: 'ROUTE.NOT_FOUND',
  405: 'ROUTE.METHOD_NOT_ALLOWED',
  409: 'REQUEST.CONFLICT',
  413: 'REQUEST.TOO_LARGE',
  415: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMIT.EXCEEDED',
};

/** A form has about 30 fields at most; a list of 10,000 bad numbers is not named number by number. */
export const FIELDS_NAMED_MAX = 50;
/** Messages quote what was sent (`Unknown field: a, b, …`, `Unknown category: …`): cut here. */
export const FIELD_MESSAGE_MAX = 300;

const cut = (message: string) =>
  message.length > FIELD_MESSAGE_MAX ? `${message.slice(0, FIELD_MESSAGE_MAX - 1)}…` : message;

/**
 * A yup failure as the 400 body, under `code` (a use case may name its own, e.g. STATS.INVALID):
 * the first FIELDS_NAMED_MAX fields in error, and how many more there are, each message cut to
 * FIELD_MESSAGE_MAX characters, so the answer stays small whatever was sent.
 */
export function fromValidation(
  error: ValidationError,
  code: string = HTTP.VALIDATION_FAILED,
): ApiError {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const key = inner.path || '_';
    if (seen.has(key)) continue;
    if (seen.size < FIELDS_NAMED_MAX) fields[key] = cut(inner.message);
    seen.add(key);
  }
  const messages = Object.values(fields);
  const unnamed = seen.size - messages.length;
  if (unnamed > 0) messages.push(`and ${unnamed.toLocaleString('en-US')} more`);
  return new ApiError(400, code, messages.join('; '), fields);
}

function fromHttpException(error: HttpException): ApiError {
  const status = error.getStatus();
  const response = error.getResponse();
  const message =
    typeof response === 'object' && response !== null && 'message' in response
      ? String((response as { message: unknown }).message)
      : error.message;
  return new ApiError(status, CODE_BY_STATUS[status] ?? `HTTP.${status}`, message);
}

/** Every failure becomes an ApiError; anything unknown is a 500 (and a bug to fix). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof CooldownError) {
    const headers = { 'Retry-After': String(error.retryAfter) };
    return new ApiError(429, error.code, error.message, undefined, headers);
  }
  if (error instanceof DomainError) {
    return new ApiError(STATUS_BY_KIND[error.kind], error.code, error.message, error.fields);
  }
  if (error instanceof ValidationError) return fromValidation(error);
  if (error instanceof WrongExpectedRevisionError) {
    return new ApiError(
      409,
      'CONCURRENCY.CONFLICT',
      'Someone else changed this at the same time. Reload and try again.',
    );
  }
  if (error instanceof IdempotencyConflictError) {
    return new ApiError(
      409,
      'IDEMPOTENCY.KEY_REUSED',
      'This Idempotency-Key was already used for another request.',
    );
  }
  if (error instanceof DependencyUnavailableError) {
    return new ApiError(503, error.code, error.message, undefined, {
      'Retry-After': OUTAGE_RETRY_AFTER_SECONDS,
    });
  }
  if (error instanceof HttpException) return fromHttpException(error);
  return new ApiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}
