import { createParamDecorator, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import type { Request } from 'express';
import { ApiError } from './api-error';

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

class IdempotencyKeyPipe implements PipeTransform<string | string[] | undefined, string | null> {
  transform(header: string | string[] | undefined): string | null {
    return readIdempotencyKey(header);
  }
}

const IdempotencyKeyHeader = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<Request>().headers['idempotency-key'],
);

/**
 * `@IdempotencyKey() key: string | null`. Checked in a pipe, like the other parameters, so a bad
 * route id or body is reported before a bad key (the order handlers always had).
 */
export const IdempotencyKey = (): ParameterDecorator =>
  IdempotencyKeyHeader(undefined, new IdempotencyKeyPipe());
