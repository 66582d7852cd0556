import type { PipeTransform } from '@nestjs/common';
import { ValidationError, type AnySchema, type InferType } from 'yup';
import { fromValidation } from './to-api-error';
import { validateBody } from './validate-body';

/**
 * `@Body(new YupPipe(schema))`: the body, validated strictly by a shared contracts schema. A
 * `code` answers a failed field under the use case's own code instead of VALIDATION.FAILED.
 */
export class YupPipe<S extends AnySchema> implements PipeTransform<unknown, InferType<S>> {
  constructor(
    private readonly schema: S,
    private readonly code?: string,
  ) {}

  transform(body: unknown): InferType<S> {
    try {
      return validateBody(this.schema, body);
    } catch (error) {
      if (this.code && error instanceof ValidationError) throw fromValidation(error, this.code);
      throw error;
    }
  }
}
