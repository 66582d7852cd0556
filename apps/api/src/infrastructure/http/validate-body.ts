import type { AnySchema, InferType } from 'yup';
import { validateStrictly } from '@botdir/contracts';
import { ApiError } from './api-error';

/**
 * Strict validation: no coercion of wrong types, every problem reported per field (a yup
 * ValidationError, answered 400 by the global filter), at a cost bounded by the schema.
 */
export function validateBody<S extends AnySchema>(schema: S, body: unknown): InferType<S> {
  if (body === undefined || body === null) {
    throw new ApiError(400, 'REQUEST.BODY_REQUIRED', 'A JSON body is required.');
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'REQUEST.BODY_NOT_OBJECT', 'The body must be a JSON object.');
  }
  return validateStrictly(schema, body);
}
