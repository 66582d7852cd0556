import type { Schema } from 'yup';
import { ApiError } from './api-error';

/** Strict validation: no coercion of wrong types, every problem reported per field. */
export async function validateBody<T>(schema: Schema<T>, body: unknown): Promise<T> {
  if (body === undefined || body === null) {
    throw new ApiError(400, 'REQUEST.BODY_REQUIRED', 'A JSON body is required.');
  }
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, 'REQUEST.BODY_NOT_OBJECT', 'The body must be a JSON object.');
  }
  return (await schema.validate(body, { strict: true, abortEarly: false })) as T;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key header, when present and well formed. */
export function readIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !KEY_PATTERN.test(value)) {
    throw new ApiError(
      400,
      'IDEMPOTENCY.INVALID_KEY',
      'Idempotency-Key must be 1-200 printable ASCII characters.',
    );
  }
  return value;
}
