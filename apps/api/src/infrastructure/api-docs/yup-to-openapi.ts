import type { AnySchema } from 'yup';
import type { SchemaObject } from './route-doc';

/** What `schema.describe()` gives, as far as a JSON schema needs it. */
interface Described {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  label?: string;
  /** `jsonSchema`: what a schema checked by one custom test (for its cost) accepts. */
  meta?: { description?: string; jsonSchema?: SchemaObject };
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Described>;
  innerType?: Described;
}

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Every test's params, merged (a test's own name does not matter: `max-length` with `{max}`). */
function paramsOf(described: Described): Record<string, unknown> {
  return Object.assign({}, ...(described.tests ?? []).map((test) => test.params ?? {}));
}

const hasTest = (described: Described, name: string) =>
  (described.tests ?? []).some((test) => test.name === name);

function bounds(described: Described): SchemaObject {
  const params = paramsOf(described);
  const min = number(params['min']);
  const max = number(params['max']);
  const length = number(params['length']);
  switch (described.type) {
    case 'string': {
      const regex = params['regex'];
      return {
        minLength: length ?? min,
        maxLength: length ?? max,
        pattern: regex instanceof RegExp ? regex.source : undefined,
        format: hasTest(described, 'email')
          ? 'email'
          : hasTest(described, 'url')
            ? 'uri'
            : undefined,
      };
    }
    case 'number':
      return {
        type: hasTest(described, 'integer') ? 'integer' : 'number',
        minimum: min,
        maximum: max,
      };
    case 'array':
      return { minItems: length ?? min, maxItems: length ?? max };
    default:
      return {};
  }
}

const TYPES: Record<string, SchemaObject> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  date: { type: 'string', format: 'date-time' },
  object: { type: 'object' },
  array: { type: 'array' },
};

function withoutUndefined(schema: SchemaObject): SchemaObject {
  return Object.fromEntries(
    Object.entries(schema).filter(([, value]) => value !== undefined),
  ) as SchemaObject;
}

function convert(described: Described): SchemaObject {
  const schema: SchemaObject = {
    ...TYPES[described.type],
    ...bounds(described),
    ...described.meta?.jsonSchema,
  };
  const choices = (described.oneOf ?? []).filter((value) => value !== null && value !== undefined);
  if (choices.length > 0) schema.enum = choices;
  if (described.nullable) schema.nullable = true;
  const description = described.meta?.description ?? described.label;
  if (description) schema.description = description;
  if (described.type === 'array') {
    schema.items = described.innerType ? convert(described.innerType) : {};
  }
  if (described.type === 'object' && described.fields) {
    const fields = Object.entries(described.fields);
    schema.properties = Object.fromEntries(fields.map(([name, field]) => [name, convert(field)]));
    const required = fields.filter(([, field]) => field.optional === false).map(([name]) => name);
    if (required.length > 0) schema.required = required;
    if (hasTest(described, 'noUnknown')) schema.additionalProperties = false;
  }
  return withoutUndefined(schema);
}

/**
 * The OpenAPI 3 schema of a yup schema, from `schema.describe()`: types, required fields,
 * lengths, bounds, patterns, choices, list sizes and null. Rules written as custom tests are
 * carried when the test names its bound in `params` (`{ max }`), as the contracts' text fields do.
 */
export function yupToOpenApi(schema: AnySchema): SchemaObject {
  return convert(schema.describe() as unknown as Described);
}
