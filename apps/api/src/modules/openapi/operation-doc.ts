import type {
  ParameterObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

export type { ParameterObject, SchemaObject };
/** A schema, or a `$ref` to one of `OPENAPI_SCHEMAS`. */
export type Schema = SchemaObject | ReferenceObject;

/** Which rate limit of the api applies to a route (the figures are in `RATE_LIMITS_TEXT`). */
export type RouteLimit = 'gets' | 'submissions' | 'stats' | 'votes';

/**
 * What the scanned controllers cannot say about one route: its meaning, who may call it, its
 * query and body, and its answers. Kept here, keyed by `METHOD /path`, so the controllers stay
 * free of documentation decorators; the OpenAPI spec test checks the table against the routes.
 */
export interface OperationDoc {
  tag: string;
  summary: string;
  description?: string;
  /** `session`: the login cookie; `botToken`: the bot's API token; absent: anyone. */
  auth?: 'session' | 'botToken';
  limit?: RouteLimit;
  query?: ParameterObject[];
  body?: Schema;
  success: { status: number; description: string; schema?: Schema };
  /** Error answers, status -> the codes it carries; each has the `ApiError` body. */
  errors?: Record<number, string>;
}

export type OperationTable = Record<string, OperationDoc>;

export function queryParam(
  name: string,
  description: string,
  schema: SchemaObject = { type: 'string' },
  required = false,
): ParameterObject {
  return { name, in: 'query', required, description, schema };
}

export const BOT_ID_PATH_ERRORS = { 400: 'BOT.INVALID_ID', 404: 'BOT.NOT_FOUND' } as const;
export const LOGIN_ERRORS = { 401: 'AUTH.REQUIRED' } as const;
