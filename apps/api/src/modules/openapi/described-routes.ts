import { isSchema, type AnySchema } from 'yup';
import { authErrors } from '@api/infrastructure/auth/auth.errors';
import {
  AdministratorGuard,
  LoggedInGuard,
  StaffGuard,
} from '@api/infrastructure/auth/auth.guards';
import type {
  ApiSection,
  ControllerDocs,
  RouteDoc,
  Schema,
} from '@api/infrastructure/api-docs/route-doc';
import { yupToOpenApi } from '@api/infrastructure/api-docs/yup-to-openapi';
import { httpErrors } from '@api/infrastructure/http/http.errors';
import { toApiError } from '@api/infrastructure/http/to-api-error';
import { handlerRoutes } from './route-metadata';

/** One route with everything its docs say: its own description and what its decorators imply. */
export interface DescribedRoute {
  method: string;
  /** OpenAPI's syntax: `/api/bots/{id}`. */
  path: string;
  section: ApiSection;
  doc: RouteDoc;
  auth: 'session' | 'botToken' | null;
  /** `Rate limit: ...` sentences, the budget's then the route's own. */
  limits: string[];
  body: Schema | null;
  /** Error answers by status, each with its codes, from the errors themselves. */
  errors: { status: number; codes: string[] }[];
}

/** The shared budgets' words (the figures are the defaults of README "Rate limits"). */
export const BUDGET_LIMITS = {
  reads: '100 GET requests per minute per IP',
  submissions: '10 submissions per hour per IP, refused attempts included',
} as const;

function limitSentence(text: string, error: Error): string {
  const { code } = toApiError(error);
  const extra = code === httpErrors.rateLimitExceeded().code ? '' : ' and `retryAfter`';
  return `Rate limit: ${text} (429 \`${code}\` with \`Retry-After\`${extra}).`;
}

function bodySchema(doc: RouteDoc): Schema | null {
  if (!doc.body) return null;
  const { schema, fields } = doc.body;
  const converted: Schema = isSchema(schema)
    ? yupToOpenApi(schema as AnySchema)
    : { ...(schema as Schema) };
  if (!fields || !('properties' in converted)) return converted;
  const properties = { ...converted.properties };
  for (const [name, description] of Object.entries(fields)) {
    properties[name] = { ...properties[name], description };
  }
  return { ...converted, properties };
}

function groupByStatus(errors: readonly Error[]): DescribedRoute['errors'] {
  const byStatus = new Map<number, Set<string>>();
  for (const error of errors) {
    const { statusCode, code } = toApiError(error);
    byStatus.set(statusCode, (byStatus.get(statusCode) ?? new Set()).add(code));
  }
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, codes]) => ({ status, codes: [...codes] }));
}

/** Routes of the described controllers; a handler without a description is an error. */
export function describedRoutes(all: readonly ControllerDocs[]): DescribedRoute[] {
  const missing = undescribedHandlers(all);
  if (missing.length > 0) throw new Error(`Routes without a description: ${missing.join(', ')}`);
  return all.flatMap(({ controller, routes }) =>
    handlerRoutes(controller).map((route): DescribedRoute => {
      const doc = routes[route.handler] as RouteDoc;
      const administrator = route.guards.includes(AdministratorGuard);
      const staff = administrator || route.guards.includes(StaffGuard);
      const session = staff || route.guards.includes(LoggedInGuard);
      const budget =
        route.rateLimit === 'reads' || route.rateLimit === 'submissions'
          ? BUDGET_LIMITS[route.rateLimit]
          : null;
      const limited = route.rateLimit !== null && route.rateLimit !== 'none';
      const errors: Error[] = [
        ...(doc.body ? [doc.body.invalid ?? httpErrors.validationFailed()] : []),
        ...(session ? [authErrors.loginRequired()] : []),
        ...(staff ? [authErrors.staffOnly()] : []),
        ...(administrator ? [authErrors.administratorOnly()] : []),
        ...(doc.errors ?? []),
        ...(doc.limit ? [doc.limit.error] : []),
        ...(limited ? [httpErrors.rateLimitExceeded()] : []),
      ];
      return {
        method: route.method,
        path: route.path,
        section: doc.section,
        doc,
        auth: doc.botToken ? 'botToken' : session ? 'session' : null,
        limits: [
          ...(budget ? [limitSentence(budget, httpErrors.rateLimitExceeded())] : []),
          ...(doc.limit ? [limitSentence(doc.limit.text, doc.limit.error)] : []),
        ],
        body: bodySchema(doc),
        errors: groupByStatus(errors),
      };
    }),
  );
}

/** `SomeController.handler (GET /api/x)` for each route handler that has no description. */
export function undescribedHandlers(all: readonly ControllerDocs[]): string[] {
  return all.flatMap(({ controller, routes }) =>
    handlerRoutes(controller)
      .filter((route) => !routes[route.handler])
      .map((route) => `${controller.name}.${route.handler} (${route.method} ${route.path})`),
  );
}
