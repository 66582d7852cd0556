import * as yup from 'yup';
import * as contracts from '../index';

/** Values of every JSON type (and a few shapes) that a field may receive instead of its own. */
const WRONG_VALUES: unknown[] = [
  5,
  -1,
  1.5,
  1e308,
  true,
  null,
  '',
  ' ',
  'x',
  {},
  { name: 5 },
  [],
  [5],
  [null],
  [{}],
  [{ name: 5 }],
  ['x', 'x'],
];

type Path = Array<string | number>;

/** Every field path of a schema: object fields by name, array elements at index 0. */
function fieldPaths(description: yup.SchemaDescription | yup.SchemaInnerTypeDescription): Path[] {
  const paths: Path[] = [];
  const fields = (description as { fields?: Record<string, yup.SchemaFieldDescription> }).fields;
  for (const [name, field] of Object.entries(fields ?? {})) {
    paths.push([name]);
    for (const rest of fieldPaths(field as yup.SchemaDescription)) paths.push([name, ...rest]);
  }
  const inner = (description as { innerType?: yup.SchemaInnerTypeDescription }).innerType;
  if (inner && !Array.isArray(inner)) {
    paths.push([0]);
    for (const rest of fieldPaths(inner)) paths.push([0, ...rest]);
  }
  return paths;
}

/** A body with `value` at `path`, the containers on the way created empty. */
function bodyWith(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [bodyWith(rest, value)];
  return { [head as string]: bodyWith(rest, value) };
}

const objectSchemas = Object.entries(contracts).filter(
  (entry): entry is [string, yup.AnySchema] =>
    yup.isSchema(entry[1]) && (entry[1] as yup.AnySchema).type === 'object',
);

describe('every contracts schema answers a wrong type with a validation error, never a crash', () => {
  it('finds the request schemas to check', () => {
    expect(objectSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['botDataSchema', 'unlistBotSchema', 'reviewSubmissionSchema']),
    );
  });

  it.each(objectSchemas)('%s', (_name, schema) => {
    const crashes: string[] = [];
    for (const path of fieldPaths(schema.describe())) {
      for (const value of WRONG_VALUES) {
        const body = bodyWith(path, value);
        try {
          // As the api validates a body (validateStrictly), without its safety net.
          schema.validateSync(body, { strict: true, abortEarly: false });
        } catch (error) {
          if (!(error instanceof yup.ValidationError))
            crashes.push(`${JSON.stringify(body)}: ${String(error)}`);
        }
      }
    }
    expect(crashes).toEqual([]);
  });
});

describe('validateStrictly', () => {
  it('refuses a value that makes a rule throw with a validation error, not the rule’s crash', () => {
    const schema = yup
      .object({ name: yup.string() })
      .test('crashes', 'unused', (body) => (body as { name: string }).name.trim() !== '');
    let thrown: unknown;
    try {
      contracts.validateStrictly(schema, { name: 5 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(yup.ValidationError);
    expect((thrown as yup.ValidationError).message).toMatch(/fields and types/);
  });
});
