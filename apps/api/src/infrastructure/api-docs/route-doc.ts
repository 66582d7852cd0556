import type { Type } from '@nestjs/common';
import type {
  ParameterObject,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { AnySchema } from 'yup';

export type { ParameterObject, ReferenceObject, SchemaObject };
/** A schema, or a `$ref` to one of the shared schemas (`#/components/schemas/BotView`). */
export type Schema = SchemaObject | ReferenceObject;

/** The sections of the HTTP API: the OpenAPI tags, the headings of docs/http-api.md. */
export type ApiSection =
  | 'Public reads'
  | 'Bot API'
  | 'Session'
  | 'Developer'
  | 'Vote webhooks'
  | 'Discord notifications'
  | 'Staff'
  | 'Operations';

export interface BodyDoc {
  /** The contracts' yup schema the route validates with (converted), or a JSON schema. */
  schema: AnySchema | Schema;
  description?: string;
  /** Field -> what it means, added to the converted schema's properties. */
  fields?: Readonly<Record<string, string>>;
  /** Resubmit accepts no body at all. */
  optional?: boolean;
  /** The error a body the schema refuses answers (default: 400 VALIDATION.FAILED). */
  invalid?: Error;
}

/**
 * Everything a route's handler cannot say by itself: its meaning, query, body, answer and errors.
 * Path, method, the login (LoggedInGuard, StaffGuard) and the rate budget (@RateLimit) are read
 * from the controller's own metadata.
 */
export interface RouteDoc {
  section: ApiSection;
  summary: string;
  /** Notes, headers, rules: Markdown, shown in the OpenAPI operation and in docs/http-api.md. */
  description?: string;
  /** The bot's API token instead of the session (`Authorization: <token>`). */
  botToken?: true;
  /** A limit of the route's own, beyond its rate budget: the cooldown and its 429 error. */
  limit?: { text: string; error: Error };
  query?: readonly ParameterObject[];
  body?: BodyDoc;
  answer: { status: number; description: string; schema?: Schema };
  /**
   * The errors the route answers besides those of its guards and body, as the errors themselves
   * (`botErrors.notFound()`): status and code are read from them, never written by hand.
   */
  errors?: readonly Error[];
  /** Listed on the web "API Documentation" page (public routes a developer calls). */
  webPage?: { summary?: string; example?: string };
}

type HandlerName<C> = {
  [K in keyof C]: C[K] extends (...args: never[]) => unknown ? K : never;
}[keyof C] &
  string;

/** One controller's routes, described by handler method name. */
export interface ControllerDocs {
  controller: Type;
  routes: Readonly<Record<string, RouteDoc>>;
}

/** `describeRoutes(CastVoteController, { vote: {...} })`: only the controller's handlers fit. */
export function describeRoutes<C>(
  controller: Type<C>,
  routes: Partial<Record<HandlerName<C>, RouteDoc>>,
): ControllerDocs {
  return { controller, routes: routes as Record<string, RouteDoc> };
}

export function queryParam(
  name: string,
  description: string,
  schema: SchemaObject = { type: 'string' },
  required = false,
): ParameterObject {
  return { name, in: 'query', required, description, schema };
}
