import * as yup from 'yup';

type ObjectSchema = yup.ObjectSchema<yup.AnyObject>;

/** Per object schema: its array fields that declare `max`, with that bound. */
const boundsCache = new WeakMap<ObjectSchema, Map<string, number>>();

function arrayBounds(schema: ObjectSchema): Map<string, number> {
  let bounds = boundsCache.get(schema);
  if (!bounds) {
    bounds = new Map();
    for (const [name, field] of Object.entries(schema.fields)) {
      if (!(field instanceof yup.ArraySchema)) continue;
      const max = field.describe().tests.find((test) => test.name === 'max')?.params?.['max'];
      if (typeof max === 'number') bounds.set(name, max);
    }
    boundsCache.set(schema, bounds);
  }
  return bounds;
}

/** The array's own rules (type, required, min, max) without the rule for each element. */
function withoutElementRule(field: yup.AnySchema): yup.AnySchema {
  const shallow = field.clone();
  // What `yup.array()` without an element schema has: its _validate then skips the elements.
  (shallow as { innerType?: unknown }).innerType = undefined;
  return shallow;
}

/**
 * The schema as it must check `value`: an array field longer than its `max` is checked by its
 * own rules only (one "at most N" error, in the schema's words), never element by element.
 */
function boundedFor(schema: yup.AnySchema, value: unknown): yup.AnySchema {
  if (!(schema instanceof yup.ObjectSchema) || typeof value !== 'object' || value === null) {
    return schema;
  }
  const overlong: Record<string, yup.AnySchema> = {};
  for (const [name, max] of arrayBounds(schema)) {
    const given = (value as Record<string, unknown>)[name];
    if (Array.isArray(given) && given.length > max) {
      overlong[name] = withoutElementRule(schema.fields[name] as yup.AnySchema);
    }
  }
  return Object.keys(overlong).length === 0 ? schema : schema.shape(overlong);
}

/**
 * Strict validation (no coercion; every problem reported, as a yup ValidationError) whose cost is
 * bounded by the schema rather than by the input: yup checks each element of an array before it
 * looks at the array's length, so a 100 KB body of `tags: [1, 1, …]` cost seconds of CPU and a
 * megabyte-sized answer. Errors carry no stack trace (thousands of them cost more than the rest).
 */
export function validateStrictly<S extends yup.AnySchema>(
  schema: S,
  value: unknown,
): yup.InferType<S> {
  try {
    return boundedFor(schema, value).validateSync(value, {
      strict: true,
      abortEarly: false,
      disableStackTrace: true,
    }) as yup.InferType<S>;
  } catch (error) {
    if (error instanceof yup.ValidationError) throw error;
    // A rule that failed on a value of a type it did not expect (schemas-type-confusion.spec.ts
    // looks for them): the value is still the client's mistake, so it is refused, not a 500.
    throw new yup.ValidationError(
      'The body does not have the fields and types this request takes',
      value,
      '',
    );
  }
}
