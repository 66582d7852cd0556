import { ValidationError, type AnySchema } from 'yup';
import { fieldErrorsFrom } from '@/lib/api-error-message';

/**
 * Formik `validate` by a contracts schema: the schema judges the payload the form would send, so
 * the form and the API refuse the same input with the same words.
 */
export async function schemaErrors(
  schema: AnySchema,
  payload: unknown,
  fieldOf?: (path: string) => string,
): Promise<Record<string, string>> {
  try {
    await schema.validate(payload, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    return fieldErrorsFrom(
      inner.map((item) => [item.path ?? '', item.message]),
      fieldOf,
    );
  }
}
