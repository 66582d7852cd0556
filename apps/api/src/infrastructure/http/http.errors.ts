import { ApiError } from './api-error';

/** Stable codes the HTTP layer answers before a use case runs; clients rely on them. */
export const HTTP = {
  VALIDATION_FAILED: 'VALIDATION.FAILED',
  QUERY_INVALID: 'QUERY.INVALID',
  BOT_INVALID_ID: 'BOT.INVALID_ID',
  SUBMISSION_INVALID_ID: 'SUBMISSION.INVALID_ID',
  ROUTE_NOT_FOUND: 'ROUTE.NOT_FOUND',
  RATE_LIMIT_EXCEEDED: 'RATE_LIMIT.EXCEEDED',
} as const;

export const NOT_A_BOT_NUMBER =
  'There is no bot at this address: bots are found by their number, like 42.';

export const httpErrors = {
  /** A body the route's schema refuses; `fields` names each field in error. */
  validationFailed: (
    message = 'The body is not what this route accepts.',
    fields?: Record<string, string>,
  ) => new ApiError(400, HTTP.VALIDATION_FAILED, message, fields),
  invalidQuery: (name = 'query', message = `${name} is not what this route accepts`) =>
    new ApiError(400, HTTP.QUERY_INVALID, message, { [name]: message }),
  invalidBotId: () => new ApiError(400, HTTP.BOT_INVALID_ID, NOT_A_BOT_NUMBER),
  invalidBotRef: () =>
    new ApiError(
      400,
      HTTP.BOT_INVALID_ID,
      'There is no bot at this address: a bot is found by its number (42) or its Discord application id.',
    ),
  invalidSubmissionId: () =>
    new ApiError(
      400,
      HTTP.SUBMISSION_INVALID_ID,
      'There is no submission at this address: submissions are found by their number, like 42.',
    ),
  routeNotFound: () => new ApiError(404, HTTP.ROUTE_NOT_FOUND, 'Not found.'),
  rateLimitExceeded: (reason = 'the route’s rate budget is spent', retryAfter = '60') =>
    new ApiError(
      429,
      HTTP.RATE_LIMIT_EXCEEDED,
      `Too many requests: ${reason}. Try again in ${retryAfter} seconds.`,
      undefined,
      { 'Retry-After': retryAfter },
    ),
};
