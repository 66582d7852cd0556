import type { PipeTransform } from '@nestjs/common';
import type { AnySchema, InferType } from 'yup';
import { validateBody } from './validate-body';

/** `@Body(new YupPipe(schema))`: the body, validated strictly by a shared contracts schema. */
export class YupPipe<S extends AnySchema> implements PipeTransform<unknown, InferType<S>> {
  constructor(private readonly schema: S) {}

  transform(body: unknown): InferType<S> {
    return validateBody(this.schema, body);
  }
}
